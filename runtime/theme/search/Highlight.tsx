import type { ReactNode } from 'react';
import type { Highlighted } from '../../search/types.ts';

/** Text with its matches in <mark>; React escapes every piece, so nothing from the content or query becomes HTML. */
export function Highlight({ value }: { value: Highlighted }) {
  const parts: ReactNode[] = [];
  let at = 0;
  value.ranges.forEach(([start, end], i) => {
    if (start > at) parts.push(value.text.slice(at, start));
    parts.push(<mark key={i}>{value.text.slice(start, end)}</mark>);
    at = end;
  });
  parts.push(value.text.slice(at));
  return <>{parts}</>;
}
