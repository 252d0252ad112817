import axe from 'axe-core';
import type { Page } from 'puppeteer-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/**
 * Runs axe-core inside the page (WCAG 2.x A and AA plus axe's best practices) and returns what it found, each
 * with the selectors of the offending nodes, so a failing test names them.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const result = await runner.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}
