/**
 * How a tool turns a heading's text into its id. Links written for that tool
 * (`#the-anchor`) expect its rule.
 */
export type HeadingIdRule = (text: string) => string;

export type { ContainerKind, FrontMatterKey } from '../../config/containers.ts';
import type { ContainerKind, FrontMatterKey } from '../../config/containers.ts';

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
