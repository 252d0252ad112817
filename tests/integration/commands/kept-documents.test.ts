import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { copyFixture } from '../../e2e/fixture-copy.ts';

// What a rebuild renders: only the documents whose inputs changed. The renders are counted by the route of each
// document the renderer is given.
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('../../../cli/render/render-page.ts', async (original) => {
  const actual = await original<typeof import('../../../cli/render/render-page.ts')>();
  return {
    ...actual,
    renderDocument: (...args: Parameters<typeof actual.renderDocument>) => {
      rendered.push(args[2].route);
      return actual.renderDocument(...args);
    },
  };
});

const logger = createLogger({ quiet: true });
let work: string;
let docs: string;
let out: string;

beforeAll(async () => {
  work = copyFixture(path.resolve('tests/fixtures/site'));
  docs = path.join(work, 'docs');
  out = path.join(work, 'dist');
  await build({ root: docs, out, logger });
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a rebuild after an edit to one page', () => {
  it("renders that page's document only: the 404 pages are kept with the other documents", async () => {
    expect(rendered).toContain('/404');
    const page = path.join(docs, 'guide/getting-started.md');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n\nA sentence more.\n`);
    rendered.splice(0);
    await build({ root: docs, out, logger });
    expect(rendered).toEqual(['/guide/getting-started']);
    const clean = path.join(work, 'clean');
    await build({ root: docs, out: clean, logger, clean: true });
    for (const file of ['404.html', 'zh/404.html'])
      expect(readFileSync(path.join(out, file), 'utf8')).toBe(
        readFileSync(path.join(clean, file), 'utf8'),
      );
  }, 180_000);
});
