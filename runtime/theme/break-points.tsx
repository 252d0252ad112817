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
  // runs of text between break points stay one string: adjacent strings would each be a text node, which
  // server rendering keeps apart with an empty comment
  const runs = [''];
  for (const word of text.split(/(\s+)/)) {
    const pieces = word.length > LONG_WORD ? word.split(BREAK_POINT).filter(Boolean) : [word];
    runs[runs.length - 1] += pieces[0] ?? '';
    for (const piece of pieces.slice(1)) runs.push(piece);
  }
  return runs.map((run, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {run}
    </Fragment>
  ));
}
