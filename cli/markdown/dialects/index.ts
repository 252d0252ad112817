import { DIALECTS as dialects, DIALECT_NAMES, type DialectName } from '../../foreign/dialects.ts';
import type { ComponentAlias, ContainerKind } from '../../foreign/shared/dialect.ts';
import { OWN_CONTAINERS } from '../../config/containers.ts';
import { githubHeadingId, type HeadingIdRule } from './heading-ids.ts';

export { DIALECT_NAMES, type DialectName };

export const containerKinds: Record<string, ContainerKind> = Object.assign(
  {},
  OWN_CONTAINERS,
  ...dialects.map((d) => d.containers),
);
export const componentAliases: Record<string, ComponentAlias> = Object.assign(
  {},
  ...dialects.map((d) => d.components),
);
export { DIALECT_FRONT_MATTER as frontMatterKeys } from '../../foreign/dialects.ts';

/**
 * Heading ids by the rule of the tool the site's pages were written for; ours
 * (GitHub's) when it has none.
 */
export function headingIdRule(dialect: string | undefined): HeadingIdRule {
  return dialects.find((d) => d.name === dialect)?.headingId ?? githubHeadingId;
}
