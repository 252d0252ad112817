import { DIALECTS as dialects, DIALECT_NAMES, type DialectName } from '../../foreign/dialects.ts';
import type {
  ComponentAlias,
  ContainerKind,
  FrontMatterKey,
} from '../../foreign/shared/dialect.ts';
import { githubHeadingId, type HeadingIdRule } from './heading-ids.ts';

export { DIALECT_NAMES, type DialectName };

// Our own container names; the dialects add theirs. A name means the same
// whichever tool a page was written for, so the tables merge into one and no
// plugin needs to know which dialect a page uses.
const HINTS = ['tip', 'info', 'note', 'warning', 'danger', 'caution', 'important'];
const ownContainers: Record<string, ContainerKind> = {
  ...Object.fromEntries(HINTS.map((hint) => [hint, { kind: 'hint', hint }])),
  ...Object.fromEntries(
    ['left', 'center', 'right', 'justify'].map((align) => [align, { kind: 'align', align }]),
  ),
  details: { kind: 'details' },
  tabs: { kind: 'tabs' },
  'code-tabs': { kind: 'tabs', className: 'code-tabs' },
};

export const containerKinds: Record<string, ContainerKind> = Object.assign(
  {},
  ownContainers,
  ...dialects.map((d) => d.containers),
);
export const componentAliases: Record<string, ComponentAlias> = Object.assign(
  {},
  ...dialects.map((d) => d.components),
);
export const frontMatterKeys: Record<string, FrontMatterKey> = Object.assign(
  {},
  ...dialects.map((d) => d.frontMatter),
);

/**
 * Heading ids by the rule of the tool the site's pages were written for; ours
 * (GitHub's) when it has none.
 */
export function headingIdRule(dialect: string | undefined): HeadingIdRule {
  return dialects.find((d) => d.name === dialect)?.headingId ?? githubHeadingId;
}
