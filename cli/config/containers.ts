/*
 * The containers our markdown knows, in the kinds every container name resolves to: other tools'
 * dialect tables (cli/foreign/) map their names onto these kinds, and a site's own containers may
 * not take one of these names. Also the shape of a front-matter key another tool's pages use,
 * which the loader hands down to the scan (`ResolvedConfig.frontMatterKeys`).
 */
import type { z } from 'zod';
import type { FrontMatter } from '../../runtime/shared/types.ts';

/**
 * What a container does, in our own terms. Every container name a page may use,
 * ours or another tool's, resolves to one of these; remark-containers builds
 * from the kind alone.
 */
export type ContainerKind =
  | { kind: 'hint'; hint: string }
  | { kind: 'details' }
  | { kind: 'align'; align: string }
  /**
   * `@tab` markers split the body into tabs; a `#group` id remembers the
   * choice.
   */
  | { kind: 'tabs'; className?: string }
  /**
   * Each code block of the body is a tab, named by its fence's `[title]` or
   * else its language.
   */
  | { kind: 'code-group' }
  /** The body rendered as ordinary markdown inside a plain block. */
  | { kind: 'plain'; className?: string }
  /** The body rendered, then its markdown source as a code block. */
  | { kind: 'preview' }
  /**
   * The body in one language (`::: zh-CN`): kept on pages of that language,
   * left out of the others.
   */
  | { kind: 'language'; lang: string };

// Our own container names; the dialects add theirs. A name means the same
// whichever tool a page was written for, so the tables merge into one and no
// plugin needs to know which dialect a page uses.
const HINTS = ['tip', 'info', 'note', 'warning', 'danger', 'caution', 'important'];
export const OWN_CONTAINERS: Record<string, ContainerKind> = {
  ...Object.fromEntries(HINTS.map((hint) => [hint, { kind: 'hint', hint }])),
  ...Object.fromEntries(
    ['left', 'center', 'right', 'justify'].map((align) => [align, { kind: 'align', align }]),
  ),
  details: { kind: 'details' },
  tabs: { kind: 'tabs' },
  'code-tabs': { kind: 'tabs', className: 'code-tabs' },
};

/** A front-matter key of another tool's pages, read as ours. */
export interface FrontMatterKey {
  schema: z.ZodType;
  /**
   * Our keys for the value; `undefined` keeps the key as written (it is ours
   * too).
   */
  map: (value: never, all: FrontMatter) => FrontMatter | undefined;
  /**
   * What of a valid value cannot be shown here, each said as a warning at the
   * key.
   */
  lost?: (value: never) => string[];
}
