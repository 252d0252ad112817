import type { ShikiTransformer, ThemedToken } from 'shiki';

/**
 * A notation comment closing a line (`// [!code ++]`, `# [!code focus]`,
 * `<!-- [!code error] -->`, `/* [!code --] *\/`), from the spaces before its
 * comment marker on.
 */
const CLOSING_NOTATION =
  /\s*(?:\/\/|#|--|;{1,2}|%{1,2}|["'])\s*\[!code [^\]\n]+\]\s*$|\s*<!--\s*\[!code [^\]\n]+\]\s*-->\s*$|\s*\/\*\s*\[!code [^\]\n]+\]\s*\*\/\s*$/;

function splitClosingComment(line: ThemedToken[]): ThemedToken[] {
  const last = line[line.length - 1];
  const m = last && CLOSING_NOTATION.exec(last.content);
  if (!m || m.index === 0) return line;
  const comment = { ...last, content: last.content.slice(m.index), offset: last.offset + m.index };
  return [...line.slice(0, -1), { ...last, content: last.content.slice(0, m.index) }, comment];
}

/**
 * Plain text has no grammar to tell a comment from the code before it, so each
 * line is one token and shiki's notation transformers, which look for a token
 * that is the comment, find none. VitePress applies them in blocks without a
 * language all the same: this gives a line's closing notation comment a token
 * of its own before they run.
 */
export const plainNotation: ShikiTransformer = {
  name: 'docs-build:plain-notation',
  tokens(lines) {
    return lines.map(splitClosingComment);
  },
};
