import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { iconExists } from '../site/icons.ts';

/** Images and static files a page references that are neither beside it nor in public/. */
export function checkAssets(config: ResolvedConfig, pages: BuiltPage[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const page of pages) {
    for (const image of page.compiled.images) {
      let src: string;
      try { src = decodeURIComponent(image.src.split(/[?#]/)[0]); } catch { src = image.src; }
      if (!src || /^data:/.test(src)) continue;
      const file = src.startsWith('/')
        ? path.join(config.publicDir, config.base === '/' ? src : src.replace(new RegExp(`^${config.base}`), '/'))
        : path.resolve(path.dirname(page.source.file), src);
      if (!existsSync(file)) {
        out.push({ severity: 'error', file: page.source.displayPath, line: image.line, column: image.column, rule: 'asset/missing', message: `\`${image.src}\` not found (looked for ${path.relative(process.cwd(), file)})` });
      }
    }
    const icon = page.source.frontmatter.icon;
    if (typeof icon === 'string' && !iconExists(icon)) {
      out.push({ severity: 'warning', file: page.source.displayPath, line: 1, column: 1, rule: 'frontmatter/icon', message: `unknown icon \`${icon}\`; use a Lucide icon name` });
    }
  }
  return out;
}
