import path from 'node:path';
import { FrontMatterMemo } from '../site/front-matter-memo.ts';
import { GitHistory, readGitHistory } from '../site/git.ts';
import { scanSite, withHistory } from '../site/scan.ts';
import { servedTranslationsLater } from '../site/served-translations.ts';
import type { ResolvedConfig } from '../config/types.ts';
import type { StageTimer } from '../core/timing.ts';

/** The scan, and the translations followed from the same history (with the status pages a build writes). */
export async function scanStage(
  session: {
    config: ResolvedConfig;
    timer: StageTimer;
    useCache: boolean;
    cacheDir: string;
    mode: string;
  },
  git?: Promise<GitHistory>,
) {
  const { config, timer } = session;
  // front matter parsed by earlier builds, by page path and text
  const memo = session.useCache
    ? new FrontMatterMemo(
        path.join(session.cacheDir, 'front-matter.json'),
        config.frontMatterKeys ?? {},
      )
    : undefined;
  // the pages are read while git reads the history, which only their dates need: on JavaGuide's 3,396 commits
  // this thread waited 0.8 s for the log after the config had loaded, on VitePress's 0.2 s
  const scan = timer.measure('scan', () => scanSite(config, undefined, new GitHistory(), memo));
  memo?.save();
  const history = (await git) ?? readGitHistory(config.root);
  withHistory(scan.pages, history);
  const translations = await timer.time('translations', () =>
    servedTranslationsLater(config, scan.pages, history, { writesPages: session.mode === 'build' }),
  );
  scan.pages.push(...translations.added);
  return { scan, translations };
}
