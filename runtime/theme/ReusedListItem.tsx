import type { ReactElement } from 'react';
import { useReusedHtml } from '../app/reused-html.tsx';

/**
 * A list item whose content renders the same on every page where `same` holds: the server renders it once for
 * `reuseKey` and `variant` and reuses its HTML (see reused-html.tsx); the browser renders it as usual.
 */
export function ReusedListItem({
  reuseKey,
  variant = '',
  same,
  className,
  children,
}: {
  reuseKey: object;
  variant?: string;
  same: boolean;
  className?: string;
  children: ReactElement;
}) {
  const reuse = useReusedHtml();
  // no hook may follow this one: the server renders `children` in a render of its own, inside this one
  if (!reuse || !same) return <li className={className}>{children}</li>;
  return (
    <li
      className={className}
      dangerouslySetInnerHTML={{ __html: reuse(reuseKey, variant, children) }}
    />
  );
}
