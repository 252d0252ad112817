import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../../cli/commands/check.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';

// The same pages checked as our own site and as a VitePress site (a `.vitepress` folder beside them): each link
// names the anchor one tool gives a heading, so exactly the other tool's links are reported.
const guide = [
  '# Guide',
  '',
  '## `<Table />` component',
  '',
  '## Déjà vu',
  '',
  '## 2.5 release',
  '',
  '<!--@include: ./parts.md#deja-vu-again-->',
  '',
  'VitePress: [a](#table-component) [b](#deja-vu) [c](#_2-5-release)',
  '',
  'GitHub: [d](#table--component) [e](#déjà-vu) [f](#25-release)',
  '',
].join('\n');
const pages = {
  'index.md':
    '# Home\n\nSee [the component](./guide#table-component) and [again](./guide#table--component).\n',
  'guide.md': guide,
  'parts.md': '# Parts\n\n## Déjà vu again\n\nthe included part\n',
};

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'docs-build-heading-ids-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function missingAnchors(name: string, extra: Record<string, string>) {
  const root = path.join(work, name, 'docs');
  for (const [file, text] of Object.entries({ ...pages, ...extra })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const result = await check({ root, logger: createLogger({ quiet: true }) });
  const broken = result.diagnostics.filter(
    (d) => d.rule.startsWith('link/') || d.rule.startsWith('include/'),
  );
  return broken.map(
    (d) => `${path.basename(d.file)} ${/anchor (#\S+)/.exec(d.message)?.[1] ?? d.rule}`,
  );
}

describe('links to headings, by the rule of the tool the pages were written for', () => {
  it("resolves GitHub's ids on our own site and reports VitePress's", async () => {
    expect(await missingAnchors('own', {})).toEqual([
      'guide.md include/selection',
      'guide.md #table-component',
      'guide.md #deja-vu',
      'guide.md #_2-5-release',
      'index.md #table-component',
    ]);
  }, 60_000);

  it("resolves VitePress's ids on a site with a .vitepress folder and reports GitHub's", async () => {
    expect(
      await missingAnchors('vitepress', { '.vitepress/config.mts': 'export default {}\n' }),
    ).toEqual([
      'guide.md #table--component',
      'guide.md #déjà-vu',
      'guide.md #25-release',
      'index.md #table--component',
    ]);
  }, 60_000);
});

describe('links to what is no heading', () => {
  it('finds footnotes labelled in any script, and leaves text fragments to the browser', async () => {
    const reported = await missingAnchors('footnotes', {
      'notes.md':
        '# Notes\n\n脚注[^链接1]: [back](#user-content-fnref-链接1), [the note](#user-content-fn-链接1), [to the text](./guide#:~:text=release), [nowhere](#gone).\n\n[^链接1]: 脚注文字。\n',
    });
    expect(reported.filter((r) => r.startsWith('notes.md'))).toEqual(['notes.md #gone']);
  }, 60_000);
});
