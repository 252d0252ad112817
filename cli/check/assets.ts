import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { findConfigFile } from '../config/load.ts';
import { iconExists } from '../site/icons.ts';
import { lineOfKey } from '../site/front-matter.ts';
import { frontMatterImages, type ImageReference } from '../site/front-matter-images.ts';

/** The line naming `value` under the top-level `key` (or the key's own line), for a diagnostic. */
function lineOfImage(source: string, { key, value }: ImageReference): number {
  const start = lineOfKey(source, key);
  const lines = source.split('\n');
  const at = lines.findIndex((line, i) => i >= start - 1 && line.includes(value));
  return at === -1 ? start : at + 1;
}

/** Where a referenced file should be, or null for what is not ours to find (external URLs, data URLs). */
function localFile(config: ResolvedConfig, reference: string, fromFile: string): string | null {
  let src: string;
  try {
    src = decodeURIComponent(reference.split(/[?#]/)[0]);
  } catch {
    src = reference;
  }
  if (!src || /^(data:|[a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) return null;
  return src.startsWith('/')
    ? path.join(
        config.publicDir,
        config.base === '/' ? src : src.replace(new RegExp(`^${config.base}`), '/'),
      )
    : path.resolve(path.dirname(fromFile), src);
}

const missing = (
  file: string,
  reference: string,
  at: Pick<Diagnostic, 'file' | 'line' | 'column'>,
): Diagnostic => ({
  severity: 'error',
  ...at,
  rule: 'asset/missing',
  message: `\`${reference}\` not found (looked for ${path.relative(process.cwd(), file)})`,
  hint: 'put the file in public/ (for a path starting with /) or beside the page',
});

/** Pages with an unknown icon reported one by one; past this, in one warning (see `unknownIcons`). */
const ICON_REPORTS_PER_PAGE = 3;

/**
 * Front-matter icons that are no Lucide icon. A few are a writer's slips, each reported where it is written; many
 * are the icon set the pages were written for (theme-hope's Font Awesome names, iconify's `set:name`: 212 pages of
 * its own docs), reported once with the names and how often each is used, rather than in a warning per page.
 */
function unknownIcons(pages: BuiltPage[]): Diagnostic[] {
  const iconOf = (page: BuiltPage) => page.source.frontmatter.icon;
  const unknown = pages.filter(
    (page) => typeof iconOf(page) === 'string' && !iconExists(iconOf(page) as string),
  );
  const at = (page: BuiltPage) => ({
    file: page.source.displayPath,
    line: lineOfKey(page.source.source, 'icon'),
    column: 1,
  });
  const hint = 'docs-build bundles the Lucide icons: use a Lucide name, or leave `icon` out';
  if (unknown.length <= ICON_REPORTS_PER_PAGE) {
    return unknown.map((page) => ({
      severity: 'warning',
      ...at(page),
      rule: 'frontmatter/icon',
      message: `unknown icon \`${iconOf(page)}\`; the page shows none`,
      hint,
    }));
  }
  const uses = new Map<string, number>();
  for (const icon of unknown.map(iconOf) as string[]) uses.set(icon, (uses.get(icon) ?? 0) + 1);
  const named = [...uses]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([icon, n]) => `\`${icon}\` (${n})`);
  const listed =
    named.length > 5
      ? `${named.slice(0, 5).join(', ')} and ${named.length - 5} more`
      : named.join(', ');
  return [
    {
      severity: 'warning',
      ...at(unknown[0]),
      rule: 'frontmatter/icon',
      message: `${unknown.length} pages name icons that are not Lucide icons, so they show none: ${listed}`,
      hint,
    },
  ];
}

/** Images and static files a page or the site config references that are neither beside it nor in public/. */
export function checkAssets(config: ResolvedConfig, pages: BuiltPage[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const configFile = findConfigFile(config.root) ?? config.root;
  const logo = config.user.logo ? localFile(config, config.user.logo, configFile) : null;
  if (logo && !existsSync(logo))
    out.push(missing(logo, config.user.logo!, { file: path.relative(process.cwd(), configFile) }));
  for (const page of pages) {
    for (const image of page.compiled.images) {
      const file = localFile(config, image.src, page.source.file);
      if (file && !existsSync(file))
        out.push(
          missing(file, image.src, {
            file: image.file ?? page.source.displayPath,
            line: image.line,
            column: image.column,
          }),
        );
    }
    for (const image of frontMatterImages(page.source.frontmatter)) {
      const file = localFile(config, image.value, page.source.file);
      if (file && !existsSync(file))
        out.push(
          missing(file, image.value, {
            file: page.source.displayPath,
            line: lineOfImage(page.source.source, image),
            column: 1,
          }),
        );
    }
  }
  // VitePress and VuePress's default theme show no front-matter icon: there, `icon` is for the site's own theme
  const dialect = config.user.markdown?.dialect;
  if (dialect !== 'vitepress' && dialect !== 'vuepress') out.push(...unknownIcons(pages));
  return out;
}
