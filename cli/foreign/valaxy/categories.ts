import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileToRoute } from '../../../runtime/shared/routes.ts';
import { parseDataBlock } from '../../site/front-matter-data.ts';
import { listMarkdownFiles } from '../../site/scan.ts';
import { isObjectLiteral, type Literal } from '../shared/literals.ts';

/** At most this many pages are read for their categories. */
const MAX_PAGES = 2000;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

interface Locale {
  prefix: string;
  lang: string;
  others: string[];
}

interface Listed {
  route: string;
  title: unknown;
  top: number;
  /**
   * Its category and those below it: `categories: [a, b]` is `b` inside `a`,
   * as Valaxy nests them; a string (`a/b` too) is one category.
   */
  categories: string[];
}

/** Each page's route, title, `top` and categories, read from its front matter. */
function listedPages(pagesDir: string): Listed[] {
  const out: Listed[] = [];
  for (const file of listMarkdownFiles(pagesDir, []).slice(0, MAX_PAGES)) {
    let block: string | undefined;
    try {
      block = FRONT_MATTER.exec(readFileSync(file, 'utf8'))?.[1];
    } catch {
      continue;
    }
    if (!block) continue;
    const { data } = parseDataBlock('yaml', block);
    const written: unknown[] = [data.categories].flat();
    const categories = written.filter((name) => typeof name === 'string');
    if (!categories.length || categories.length < written.length) continue;
    const relative = path.relative(pagesDir, file).split(path.sep).join('/');
    const top = typeof data.top === 'number' ? data.top : 0;
    out.push({ route: fileToRoute(relative), title: data.title, top, categories });
  }
  return out;
}

/** A page's title in `lang`: written once, or per language (the language's, else the first). */
function titleIn(title: unknown, lang: string, route: string): string {
  if (typeof title === 'string') return title;
  if (title && typeof title === 'object') {
    const values = Object.entries(title as Record<string, unknown>);
    const found = values.find(([tag]) => tag === lang) ?? values[0];
    if (typeof found?.[1] === 'string') return found[1];
  }
  return route.split('/').filter(Boolean).pop() ?? route;
}

interface Group {
  text: string;
  items: (Group | { text: string; link: string })[];
}

/**
 * The group of category `name` over `pages` (theirs or below it), highest
 * `top` first: a page whose categories end there is a link, one deeper goes
 * into the group of its next category, placed where its first page is, as
 * valaxy-theme-press builds its category tree.
 */
function categoryGroup(name: string, pages: Listed[], lang: string): Group {
  const group: Group = { text: `category.${name}`, items: [] };
  const inner = new Map<string, Group>();
  for (const page of [...pages].sort((a, b) => b.top - a.top)) {
    let into = group;
    page.categories.slice(1).forEach((category, depth) => {
      // the path down to it: `b` inside `a` is not `b` inside `c`
      const key = page.categories.slice(1, depth + 2).join('\n');
      let next = inner.get(key);
      if (!next) {
        next = { text: `category.${category}`, items: [] };
        inner.set(key, next);
        into.items.push(next);
      }
      into = next;
    });
    into.items.push({ text: titleIn(page.title, lang, page.route), link: page.route });
  }
  return group;
}

/**
 * A valaxy-theme-press sidebar with each name written as a string
 * (`'getting-started'`) as the group it stands for: the pages of the locale
 * whose category (the first of a nested list) is that name, the group's text
 * the message `category.<name>` (translated where shown, as the theme does).
 */
export class Categories {
  private pages: Listed[] | null = null;

  constructor(private readonly pagesDir: string) {}

  /** `others`: the other locales' folders (`/zh/`), whose pages the root's groups leave out. */
  expand(sidebar: Literal | undefined, locale: Locale): Literal | undefined {
    if (Array.isArray(sidebar)) return sidebar.map((entry) => this.entry(entry, locale));
    if (!isObjectLiteral(sidebar)) return sidebar;
    return Object.fromEntries(
      Object.entries(sidebar).map(([key, value]) => [key, this.expand(value, locale)]),
    ) as Literal;
  }

  private entry(entry: Literal, { prefix, lang, others }: Locale): Literal {
    if (typeof entry !== 'string') return entry;
    this.pages ??= listedPages(this.pagesDir);
    const pages = this.pages
      .filter((page) => page.categories[0] === entry && page.route.startsWith(prefix))
      .filter((page) => !others.some((other) => page.route.startsWith(other)));
    return categoryGroup(entry, pages, lang) as unknown as Literal;
  }
}
