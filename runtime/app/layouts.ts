import type { ComponentType } from 'react';
import { Layout } from '../theme/Layout.tsx';
import { NotFound } from '../theme/NotFound.tsx';

const layouts: Record<string, ComponentType> = { Layout, NotFound };

/** The page's layout by name; an unknown name warns on the console and falls back to the default. */
export function resolveLayout(name: string | undefined): ComponentType {
  if (!name) return Layout;
  const found = layouts[name];
  if (!found) {
    console.warn(`[docs-build] layout "${name}" cannot be resolved; using Layout`);
    return Layout;
  }
  return found;
}
