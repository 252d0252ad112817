import type { VFile } from 'vfile';
import { interfaceTexts } from '../../runtime/shared/texts/index.ts';
import type { FrontMatter, Header, LocaleTexts } from '../../runtime/shared/types.ts';

/** What a page's compile needs besides its source, and what plugins report back. Kept on `file.data`. */
export interface MarkdownFileData {
  /** Path relative to the docs folder, e.g. `guide/install/docker.md`. */
  relativePath: string;
  /** The page's front matter, for `{{ $frontmatter.key }}` (remark-interpolations). */
  frontmatter: FrontMatter;
  /** The docs folder (absolute): snippets and includes resolve inside it, and `@/` names it. */
  root: string;
  /** The folder `@/` names in include and snippet paths, when not `root` (`markdown.atRoot`). */
  atRoot?: string;
  /** A snippet's missing region imports the whole file, with a warning (VitePress's way). */
  wholeFileWithoutRegion?: boolean;
  route: string;
  locale: string;
  lang: string;
  /** The locale's words that pages hold (copy button, titles of untitled hints). */
  texts: MarkdownTexts;
  /** The site's own hint containers (`markdown.containers`), which `:::` and `> [!…]` open as they open a tip. */
  customContainers?: readonly string[];
  /** The site's language containers (`::: en`), in place of its dialect's when given. */
  languageContainers?: readonly string[];
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

/**
 * The words of one locale that the markdown stage writes into pages: the code blocks' copy button, and
 * the titles of hints and details a page leaves untitled (the site's own titles where it names them).
 */
export interface MarkdownTexts {
  copy: string;
  copied: string;
  /** A diagram's label, `{kind}` standing for its kind. */
  diagram: string;
  containerTitles: Partial<Record<string, string>>;
}

/**
 * A locale's markdown words: its resolved theme texts (config overrides applied; its language's when
 * not given) and, for titles, its own (`containerTitles`, `markdown.containers`) before its
 * language's. An empty title counts as none.
 */
export function markdownTexts(locale: {
  lang: string;
  texts?: Pick<LocaleTexts, 'copy' | 'copied' | 'diagram'>;
  containerTitles?: Partial<Record<string, string>>;
}): MarkdownTexts {
  const language = interfaceTexts(locale.lang);
  const containerTitles: Partial<Record<string, string>> = { ...language.containerTitles };
  for (const [kind, title] of Object.entries(locale.containerTitles ?? {}))
    if (title) containerTitles[kind] = title;
  const { copy, copied, diagram } = { ...language.theme, ...locale.texts };
  return { copy, copied, diagram, containerTitles };
}

/** The title of a hint or details block the page left untitled. */
export function titleFor(kind: string, data: Pick<MarkdownFileData, 'texts'>): string {
  return data.texts.containerTitles[kind] ?? kind;
}

interface SiteTexts {
  user: { markdown?: { containers?: Record<string, string> } };
  locales: Record<
    string,
    { lang: string; texts: LocaleTexts; containerTitles?: Partial<Record<string, string>> }
  >;
}

/** The markdown words of a site's locale: its own containers titled by their declaration, unless it titles them. */
export function localeMarkdownTexts(site: SiteTexts, prefix: string): MarkdownTexts {
  const locale = site.locales[prefix];
  return markdownTexts({
    lang: locale?.lang ?? 'en-US',
    texts: locale?.texts,
    containerTitles: { ...site.user.markdown?.containers, ...locale?.containerTitles },
  });
}
