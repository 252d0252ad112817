import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuiltPage } from '../markdown/compile-site.ts';
import { frontMatterImages } from '../site/front-matter-images.ts';
import {
  isInside,
  isPublishedPath,
  isPublishedRealPath,
  realOrSelf,
} from '../hosting/published-paths.ts';
import type { PublicFile } from './public-files.ts';

type PageImage = BuiltPage['compiled']['images'][number];

/** What is never published through a page's reference: pages themselves, and the site folder's code and data. */
const PRIVATE = /\.(md|ts|tsx|mts|cts|js|mjs|cjs|jsx)$/i;

/**
 * Files a page names by a relative path (`![shot](./shot.png)`, `[the PDF](../files/guide.pdf)`), published at the
 * same path inside the output: a page's address follows its file's place in the docs folder, so the reference
 * resolves there unchanged, in the built site as in dev. Only files inside the docs folder are taken (a symlink's
 * target too), never markdown, code or dotfiles; a reference that leaves the folder is reported, not followed.
 */
export function pageAssets(
  config: Pick<ResolvedConfig, 'root'>,
  pages: BuiltPage[],
): { files: PublicFile[]; diagnostics: Diagnostic[] } {
  const root = realOrSelf(config.root);
  const files = new Map<string, PublicFile>();
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    // the page's own images and links, and the pictures its front matter names (`cover: ./cover.png`)
    const named: PageImage[] = [
      ...page.compiled.images,
      ...frontMatterImages(page.source.frontmatter).map(({ value }) => ({
        src: value,
        line: 1,
        column: 1,
      })),
    ];
    for (const image of named) {
      const target = referencedFile(image.src, page.source.file);
      if (!target || !existsSync(target) || !statSync(target).isFile()) continue; // a missing file is check's to report
      const relative = path.relative(config.root, target).split(path.sep).join('/');
      const source = realOrSelf(target);
      if (relative.startsWith('../') || path.isAbsolute(relative) || !isInside(root, source)) {
        diagnostics.push({
          severity: 'warning',
          file: image.file ?? page.source.displayPath,
          line: image.line,
          column: image.column,
          rule: 'asset/outside',
          message: `\`${image.src}\` lies outside the docs folder, so it is not published`,
          hint: 'move the file into the docs folder or its public/ folder',
        });
        continue;
      }
      if (!publishable(relative) || !publishableTarget(root, source)) continue;
      files.set(relative, { relative, source });
    }
  }
  return { files: [...files.values()], diagnostics };
}

/** Whether a file of the docs folder, by its path there, may be published when a page names it. */
const publishable = (relative: string) => !PRIVATE.test(relative) && isPublishedPath(relative);

/** The same rule for where the file really is: `shot.png` may be a link to `.env` or to a page. */
const publishableTarget = (realRoot: string, real: string) =>
  !PRIVATE.test(real) && isPublishedRealPath(real, { boundary: realRoot });

/** The kinds of file dev serves from the docs folder: media, and the downloads pages link to. */
const DEV_SERVED =
  /\.(png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|mp3|ogg|pdf|zip|sh|ps1|bat|txt|json|xml|ya?ml)$/i;

/**
 * The file of the docs folder the dev server answers `relative` (a path below the base) with, or null. The build
 * publishes only the files pages name; dev cannot know which a page being written will name next, so it serves
 * media and downloads of the folder (on the writer's own machine unless started with --host).
 */
export function docsFileFor(config: Pick<ResolvedConfig, 'root'>, relative: string): string | null {
  const file = path.resolve(config.root, relative);
  const rel = path.relative(config.root, file).split(path.sep).join('/');
  if (
    rel.startsWith('../') ||
    path.isAbsolute(rel) ||
    !DEV_SERVED.test(rel) ||
    !publishable(rel) ||
    !existsSync(file) ||
    !statSync(file).isFile()
  )
    return null;
  return publishableTarget(realOrSelf(config.root), realOrSelf(file)) ? file : null;
}

/** The file a relative reference names from `pageFile`; null for absolute paths (public/), URLs and anchors. */
function referencedFile(reference: string, pageFile: string): string | null {
  let bare = reference.split(/[?#]/)[0];
  try {
    bare = decodeURIComponent(bare);
  } catch {
    /* kept as written */
  }
  if (!bare || bare.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(bare)) return null;
  return path.resolve(path.dirname(pageFile), bare);
}
