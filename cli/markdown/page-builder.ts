import type { SourcePage } from '../site/scan.ts';
import type { MarkdownComponentEnv } from '../../runtime/islands/markdown-env.ts';
import type { PageData } from '../../runtime/shared/types.ts';
import type { CompiledPage } from './compile.ts';

export interface BuiltPage {
  source: SourcePage;
  compiled: CompiledPage;
  data: PageData;
}

export type PageSummary = MarkdownComponentEnv['pages'][number];

/** Compiles pages, on this thread or on worker threads. */
export interface PageBuilder {
  build(
    page: SourcePage,
    site: { routes: Set<string>; summaries: PageSummary[] },
  ): Promise<BuiltPage>;
  /** Worker threads compiling pages (0: this thread). */
  workers: number;
  close(): void;
  /** The workers, when there are: how many pages they compile now. */
  pool?: { busy: number };
}
