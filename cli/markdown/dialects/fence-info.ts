// How other tools write a fence's info string, mapped onto one description of a
// code block. This is the only place that reads fence info: remark-code-meta
// (fences), remark-snippets (`<<<` imports) and the code-group tabs all go
// through `parseFenceInfo`, so no plugin branches on the dialect a page was
// written for.

export interface FenceInfo {
  /**
   * The language as written (`bash`, `ts`, `c++`), lower-cased; '' when none
   * was given.
   */
  lang: string;
  /**
   * Lines to highlight as written between the braces (`1,3-5`), clamped later
   * to the block's lines.
   */
  highlight: string;
  title?: string;
  /**
   * `:line-numbers` → true, `:no-line-numbers` → false, unset → the site's
   * default.
   */
  lineNumbers?: boolean;
  /** First line number shown (`:line-numbers=2`). */
  lineStart?: number;
  /** Inside a code group: the tab shown first. */
  active: boolean;
  /**
   * VitePress's ```ts twoslash: shown without the lines that steer twoslash
   * (see source/twoslash.ts).
   */
  twoslash?: boolean;
}

interface FenceAttribute {
  /**
   * Which tools write it, and how; kept for the reader and the writer's guide.
   */
  writtenBy: string;
  pattern: RegExp;
  apply: (info: FenceInfo, match: RegExpExecArray) => void;
}

/**
 * The attributes that may follow the language, in the order they are taken out
 * of the info string. Titles go first so that braces or colons inside a title
 * are not read as attributes. Anything left over (VitePress's `-vue` suffix is
 * handled in languages.ts) is ignored.
 */
export const FENCE_ATTRIBUTES: FenceAttribute[] = [
  {
    writtenBy: 'theme-hope: ```ts title="config.ts"',
    pattern: /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/,
    apply: (i, m) => {
      i.title = m[1] ?? m[2] ?? m[3];
    },
  },
  {
    writtenBy: 'VitePress: ```ts [config.ts]',
    pattern: /\[(.*)\]/,
    apply: (i, m) => {
      i.title ??= m[1].trim() || undefined;
    },
  },
  {
    writtenBy: 'VuePress, theme-hope, VitePress: ```js{4}, ```js {1,3-5}',
    pattern: /\{([\d\s,-]*)\}/,
    apply: (i, m) => {
      i.highlight = m[1].replace(/\s+/g, '');
    },
  },
  {
    writtenBy: 'VuePress, VitePress: ```ts:line-numbers, ```ts:line-numbers=2',
    pattern: /:line-numbers(?:=(\d+))?(?![\w-])/,
    apply: (i, m) => {
      i.lineNumbers = true;
      if (m[1]) i.lineStart = Number(m[1]);
    },
  },
  {
    writtenBy: 'VuePress, VitePress: ```ts:no-line-numbers',
    pattern: /:no-line-numbers(?![\w-])/,
    apply: (i) => {
      i.lineNumbers = false;
    },
  },
  {
    writtenBy: 'VitePress code groups: ```sh [npm] active',
    pattern: /(?:^|\s)active(?=\s|$)/,
    apply: (i) => {
      i.active = true;
    },
  },
  {
    writtenBy: 'VitePress with twoslash: ```ts twoslash',
    pattern: /(?:^|\s)twoslash(?=\s|$)/,
    apply: (i) => {
      i.twoslash = true;
    },
  },
];

/**
 * The language runs up to the first space, brace, colon or bracket: `bash{1,5}`
 * is `bash`, `ts:line-numbers` is `ts`.
 */
const LANGUAGE = /^[^\s{:[]*/;

/**
 * Reads a fence's whole info string (language and meta together, as the writer
 * typed them).
 */
export function parseFenceInfo(infoString: string): FenceInfo {
  const trimmed = infoString.trim();
  const lang = LANGUAGE.exec(trimmed)![0];
  const info: FenceInfo = { lang: lang.toLowerCase(), highlight: '', active: false };
  let rest = trimmed.slice(lang.length);
  for (const attribute of FENCE_ATTRIBUTES) {
    const match = attribute.pattern.exec(rest);
    if (!match) continue;
    attribute.apply(info, match);
    rest = rest.slice(0, match.index) + ' ' + rest.slice(match.index + match[0].length);
  }
  return info;
}
