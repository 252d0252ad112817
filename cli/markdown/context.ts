import type { VFile } from 'vfile';
import type { FrontMatter, Header } from '../../runtime/shared/types.ts';

/** What a page's compile needs besides its source, and what plugins report back. Kept on `file.data`. */
export interface MarkdownFileData {
  /** Path relative to the docs folder, e.g. `guide/install/docker.md`. */
  relativePath: string;
  /** The page's front matter, for `{{ $frontmatter.key }}` (remark-interpolations). */
  frontmatter: FrontMatter;
  /** The docs folder (absolute): snippets and includes resolve inside it, and `@/` names it. */
  root: string;
  route: string;
  locale: string;
  lang: string;
  /** The locale's titles of untitled hints and details, by kind (its config's `containerTitles`). */
  containerTitles?: Partial<Record<string, string>>;
  /** The site's own hint containers (`markdown.containers`), which `:::` and `> [!…]` open as they open a tip. */
  customContainers?: readonly string[];
  /** The site's base path, prefixed to internal links and public files. */
  base: string;
  /** Every page route of the site, for link checks and rewriting. */
  routes: Set<string>;
  /** Files this page read besides itself (includes, data), for dev rebuilds. */
  dependencies: Set<string>;
  headers: Header[];
  /** The page has its own `# Title`, so the layout prints none. */
  titleInContent?: boolean;
  headerDepth: number;
  islands: Set<string>;
  /** `file` and `line` are where the link was written: in a file the page includes, that file's (see compile.ts). */
  links: {
    url: string;
    route?: string;
    hash?: string;
    file?: string;
    line?: number;
    column?: number;
  }[];
  images: { src: string; file?: string; line?: number; column?: number }[];
  icons: Set<string>;
  /** `position.file`: where the component was written when a file the page includes brought it (see compile.ts). */
  renderComponent?: (
    name: string,
    props: Record<string, unknown>,
    position?: { line: number; column: number; file?: string },
  ) => string;
  /** The HTML components rendered on this page: balanced markup, which can be parsed on its own. */
  componentHtml?: Set<string>;
}

export function fileData(file: VFile): MarkdownFileData {
  return file.data as unknown as MarkdownFileData;
}

/** Container titles used when a writer gives none. */
export const containerTitles: Record<string, Record<string, string>> = {
  en: {
    tip: 'Tip',
    info: 'Info',
    note: 'Note',
    warning: 'Warning',
    danger: 'Danger',
    caution: 'Caution',
    important: 'Important',
    details: 'Details',
  },
  zh: {
    tip: '提示',
    info: '相关信息',
    note: '注',
    warning: '注意',
    danger: '警告',
    caution: '警告',
    important: '重要',
    details: '详情',
  },
};

/** The title of a hint or details block the page left untitled: the locale's own (`containerTitles`), else its language's. */
export function titleFor(
  kind: string,
  data: Pick<MarkdownFileData, 'lang' | 'containerTitles'>,
): string {
  const own = data.containerTitles?.[kind];
  if (own) return own;
  const table = containerTitles[(data.lang ?? 'en').split('-')[0]] ?? containerTitles.en;
  return table[kind] ?? kind;
}
