import { Fragment, type ReactNode } from 'react';

/** A word this long with no space is code-ish (an option path, a file name) and gets break points. */
const LONG_WORD = 16;
/** Before a dot, bracket or parenthesis, after a slash or underscore: where a reader expects a code name to break. */
const BREAK_POINT = /(?=[.[(])|(?<=[/_])/;

/**
 * The text with `<wbr>` at the natural break points of its long unbroken words, so a narrow column
 * wraps `css.preprocessorOptions[extension]` at a dot or a bracket rather than mid-name.
 */
export function withBreakPoints(text: string): ReactNode {
  if (!text.split(/\s+/).some((word) => word.length > LONG_WORD)) return text;
  const parts = text
    .split(/(\s+)/)
    .flatMap((word) =>
      word.length > LONG_WORD ? word.split(BREAK_POINT).filter(Boolean) : [word],
    );
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && !/^\s/.test(part) && !/\s$/.test(parts[i - 1]) && <wbr />}
      {part}
    </Fragment>
  ));
}
