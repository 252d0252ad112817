import type { z } from 'zod';
import type { FrontMatter } from '../../../runtime/shared/types.ts';

/**
 * How a tool turns a heading's text into its id. Links written for that tool
 * (`#the-anchor`) expect its rule.
 */
export type HeadingIdRule = (text: string) => string;

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
  /**
   * The body rendered, then its markdown source as a code block (theme-hope's
   * `::: preview`).
   */
  | { kind: 'preview' };

export interface ComponentAlias {
  /** Our component that renders it. */
  name: string;
  /** Their props → ours. */
  props?: (props: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * One front-matter key of another tool: its allowed shape, and what it means in
 * our keys.
 */
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

/**
 * How another tool's markdown maps onto ours: one table of names per kind of
 * construct.
 */
export interface Dialect {
  name: string;
  containers: Record<string, ContainerKind>;
  components: Record<string, ComponentAlias>;
  frontMatter: Record<string, FrontMatterKey>;
  /**
   * The tool's rule for heading ids, where it differs from ours (GitHub's).
   * Unlike names, rules cannot merge: a site says which tool its pages were
   * written for (`markdown.dialect`), and its headings follow that rule.
   */
  headingId?: HeadingIdRule;
}
