import type { SitePages } from '../shared/navigation.ts';
import { navigationOf, type LocaleNavigation } from '../shared/navigation.ts';
import { readConfigFile, type ReadConfig } from '../shared/files.ts';
import { isObjectLiteral, pathIn, trimmedText, UNKNOWN, type Literal } from '../shared/literals.ts';
import { readLabels } from '../shared/labels.ts';
import type { LocaleTexts } from '../tool.ts';
import { vitepressLabels } from './labels.ts';
import { interfaceTexts } from '../../../runtime/shared/texts/index.ts';
import { vitepressNavigation } from './navigation.ts';

/**
 * A VitePress site's locales: the main config, and each locale's own
 * `config.ts` in its folder (`docs/config.ts` for the root,
 * `docs/zh/config.ts`), `export default defineAdditionalConfig({ … })`, which
 * VitePress 2 merges over the locale's part of the main config. Each is read
 * once, when first asked.
 */
export class VitepressLocales {
  private readonly additional = new Map<string, ReadConfig | null>();

  constructor(
    private readonly root: string,
    private readonly config: Literal,
  ) {}

  /** The locale's own config file, read as literals; UNKNOWN without one. */
  own(prefix: string): Literal {
    if (!this.additional.has(prefix)) {
      const names = ['ts', 'mts', 'js', 'mjs'].map((ext) => `${prefix.slice(1)}config.${ext}`);
      const found = readConfigFile(this.root, names);
      this.additional.set(prefix, found.file ? found : null);
    }
    return this.additional.get(prefix)?.value ?? UNKNOWN;
  }

  /** The locale files read so far. */
  files(): string[] {
    return [...this.additional.values()].flatMap((found) => (found?.file ? [found.file] : []));
  }

  /**
   * Where VitePress finds a locale's setting, the first that writes it winning:
   * its folder's config file, its entry under `locales`, the main config.
   */
  sources(prefix: string): (Literal | undefined)[] {
    return [this.own(prefix), pathIn(this.config, 'locales', localeKey(prefix)), this.config];
  }

  /**
   * The title and description a locale's own file or entry writes; its `lang`
   * and `label`.
   */
  texts(prefix: string): LocaleTexts {
    const own = this.own(prefix);
    const keys = prefix === '/' ? ['root', '/'] : [prefix.slice(1, -1), prefix];
    const block = keys.map((key) => pathIn(this.config, 'locales', key)).find(isObjectLiteral);
    const text = (source: Literal | undefined, name: string) => trimmedText(pathIn(source, name));
    return {
      title: text(own, 'title') ?? text(block, 'title'),
      description: text(own, 'description') ?? text(block, 'description'),
      lang: text(own, 'lang') ?? text(block, 'lang'),
      label: text(block, 'label'),
    };
  }

  /**
   * The sidebar and navbar of each locale (`themeConfig`, each locale's under
   * `locales`, and its own file's), a locale's own keys over the shared ones,
   * as VitePress merges them.
   */
  navigation(pages: SitePages & { keys?(): Iterable<string> }): LocaleNavigation {
    const themeOf = (prefix: string): Literal | undefined => {
      const own = pathIn(this.config, 'locales', localeKey(prefix), 'themeConfig');
      const shared = prefix === '/' ? pathIn(this.config, 'themeConfig') : undefined;
      const extra = pathIn(this.own(prefix), 'themeConfig');
      const entries = ([shared, own, extra] as (Literal | undefined)[]).filter(isObjectLiteral);
      return entries.length ? Object.assign({}, ...entries) : (extra ?? own ?? shared);
    };
    return navigationOf(themeOf, (theme, prefix) => vitepressNavigation(theme, pages, prefix), {
      sidebar: 'sidebar',
      nav: 'nav',
    });
  }

  /**
   * The footer VitePress shows, `themeConfig.footer` (`message`, `copyright`,
   * each HTML): a locale's own over the main one; the copyright line is the
   * root locale's, none where nothing is written out.
   */
  footer(): { copyright: string | false; of(prefix: string): { footer?: string } } {
    const footerOf = (prefix: string, key: 'message' | 'copyright') =>
      firstText(this.sources(prefix), 'themeConfig', 'footer', key);
    return {
      copyright: footerOf('/', 'copyright') ?? false,
      of: (prefix) => {
        const footer = footerOf(prefix, 'message');
        return footer ? { footer } : {};
      },
    };
  }

  /**
   * The titles of untitled hints and details as a locale's `containerTitles`:
   * the one its config names (`markdown.container.tipLabel`; VitePress's
   * Chinese docs title `::: warning` 警告, where our Chinese word is 注意),
   * else our table of the locale's language where we have one (a Chinese
   * site that names no label reads 提示, not VitePress's English), else
   * VitePress's own (`TIP`, `Details`). Its theme's label options (`outline.label`
   * …) as the locale's `texts`.
   */
  labels(prefix: string, lang: string, custom: Record<string, string>) {
    const sources = this.sources(prefix);
    const ours = interfaceTexts(lang) !== interfaceTexts('en');
    const titles: Record<string, string> = {};
    for (const [kind, fallback] of Object.entries(CONTAINER_TITLES)) {
      const own = firstText(sources, 'markdown', 'container', `${kind}Label`);
      if (own) titles[kind] = own;
      else if (!ours) titles[kind] = fallback;
    }
    for (const name of Object.keys(custom)) {
      const own = firstText(
        sources.slice(0, -1),
        'markdown',
        'container',
        'customContainers',
        name,
      );
      if (own) titles[name] = own;
    }
    const texts = readLabels(sources, vitepressLabels(localeKey(prefix)));
    return { containerTitles: titles, ...(Object.keys(texts).length ? { texts } : {}) };
  }
}

/**
 * A locale's key under `locales`: `root` for the site's root, else its folder
 * (`zh`).
 */
const localeKey = (prefix: string) => (prefix === '/' ? 'root' : prefix.slice(1, -1));

/** The text at `keys` in the first of `sources` that writes it out. */
const firstText = (sources: (Literal | undefined)[], ...keys: string[]) =>
  sources.map((source) => trimmedText(pathIn(source, ...keys))).find(Boolean);

/**
 * The titles VitePress gives untitled hints, alerts and details, unless its
 * config names others.
 */
const CONTAINER_TITLES = {
  tip: 'TIP',
  info: 'INFO',
  note: 'NOTE',
  warning: 'WARNING',
  danger: 'DANGER',
  caution: 'CAUTION',
  important: 'IMPORTANT',
  details: 'Details',
} as const;
