import type { PageData, ReadingTime } from '../../runtime/shared/types.ts';
import { readingTime } from '../../runtime/shared/reading-time.ts';
import { sha } from '../core/content-hash.ts';
import { ownString } from '../core/own-string.ts';
import type { SourcePage } from '../site/scan.ts';
import type { CompiledPage } from './compile.ts';
import { isLazyPage, lazyField } from './page-snapshot.ts';
import { drawnDiagrams } from './plugins/rehype-diagrams.ts';

/** What the theme gets of a compiled page (route chunks carry exactly this). */
export function toPageData(page: SourcePage, compiled: CompiledPage): PageData {
  const fm = page.frontmatter;
  compiled.sectionsDigest ??= sha(JSON.stringify(compiled.sections));
  compiled.htmlDigest ??= sha(compiled.html);
  // its own characters: a cut of the first text would keep the whole text, spilled or not
  compiled.leadText ??= ownString(
    (compiled.sections.find((s) => s.text)?.text ?? '').replace(/\s+/g, ' ').slice(0, 160),
  );
  compiled.namesVideoPlayer ??= compiled.html.includes('VideoPlayer');
  compiled.diagrams ??= drawnDiagrams(compiled.html);
  const lazy = isLazyPage(compiled);
  const data: PageData = {
    route: page.route,
    locale: page.locale,
    title: page.title,
    description: typeof fm.description === 'string' ? fm.description : compiled.leadText,
    frontmatter: fm,
    headers: compiled.headers,
    html: lazy ? '' : compiled.html,
    ...(compiled.titleInContent ? { titleInContent: true } : {}),
    islands: compiled.islands,
    // the file as it lies: an edit link opens it where the rewrites found it
    filePathRelative: page.sourcePath,
    git: page.git,
    readingTime: sectionsReadingTime(compiled),
    layout: typeof fm.layout === 'string' ? fm.layout : 'Layout',
    ...(page.fallback ? { translation: page.fallback } : {}),
  };
  // a page kept on disk reads its HTML when a stage asks for it (a changed document renders it)
  if (lazy) lazyField(data, 'html', () => compiled.html);
  return data;
}

/** The reading time of the page's sections, counted the first time and kept on the compiled page. */
function sectionsReadingTime(compiled: CompiledPage): ReadingTime {
  if (compiled.readingTime) return compiled.readingTime;
  const prose = compiled.sections.map((s) => `${s.title}\n${s.text}`).join('\n');
  return (compiled.readingTime = readingTime(prose));
}
