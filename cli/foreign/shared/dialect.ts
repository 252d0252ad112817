import type { z } from 'zod';
import type { FrontMatter } from '../../../runtime/shared/types.ts';

/**
 * How a tool turns a heading's text into its id. Links written for that tool
 * (`#the-anchor`) expect its rule.
 */
export type HeadingIdRule = (text: string) => string;

export type { ContainerKind } from '../../config/containers.ts';
import type { ContainerKind } from '../../config/containers.ts';

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
