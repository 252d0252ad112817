import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../cli/site/front-matter.ts';
import { FrontMatterMemo } from '../../../cli/site/front-matter-memo.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-memo-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A scan's parse through a memo kept in `dir`, counting the parses it could not spare. */
function scan(sources: Record<string, string>) {
  const memo = new FrontMatterMemo(path.join(dir, 'memo.json'), {});
  let parsed = 0;
  const results = Object.entries(sources).map(([file, source]) =>
    memo.parse(source, file, () => {
      parsed += 1;
      return parseFrontMatter(source, file);
    }),
  );
  memo.save();
  return { parsed, results };
}

const page = '---\ntitle: Install\norder: 2\n---\n\n# Install\n\nText.\n';

describe('FrontMatterMemo', () => {
  it('gives the same parse from an earlier run without parsing again', () => {
    const first = scan({ 'a.md': page });
    const second = scan({ 'a.md': page });
    expect(first.parsed).toBe(1);
    expect(second.parsed).toBe(0);
    expect(second.results).toEqual(first.results);
    expect(second.results[0].parsed?.body).toBe('\n# Install\n\nText.\n');
  });

  it('parses a page again once its text changed', () => {
    scan({ 'a.md': page });
    const again = scan({ 'a.md': page.replace('Install', 'Setup') });
    expect(again.parsed).toBe(1);
    expect(again.results[0].parsed?.frontmatter.title).toBe('Setup');
  });

  it('gives the parse of a page edited below its front matter, with the new body, and is not written again', () => {
    scan({ 'a.md': page, 'b.md': '# No front matter\n\nText.\n' });
    const memoFile = path.join(dir, 'memo.json');
    const before = statSync(memoFile).mtimeMs;
    const edited = scan({
      'a.md': `${page}\nOne more sentence.\n`,
      'b.md': '# No front matter\n\nOther text.\n',
    });
    expect(edited.parsed).toBe(0);
    expect(edited.results[0].parsed?.body).toBe('\n# Install\n\nText.\n\nOne more sentence.\n');
    expect(edited.results[0].parsed?.frontmatter.title).toBe('Install');
    expect(edited.results[1].parsed?.body).toBe('# No front matter\n\nOther text.\n');
    expect(statSync(memoFile).mtimeMs).toBe(before);
  });

  it("parses a page again in another locale's language, whose values it picks", () => {
    /** One run's parse of the page in `lang`: whether it parsed anew. */
    const run = (lang: string) => {
      const memo = new FrontMatterMemo(path.join(dir, 'memo.json'), {});
      let parsed = false;
      memo.parse(
        page,
        'a.md',
        () => ((parsed = true), parseFrontMatter(page, 'a.md', {}, lang)),
        lang,
      );
      memo.save();
      return parsed;
    };
    expect([run('en-US'), run('en-US'), run('zh-CN')]).toEqual([true, false, true]);
  });

  it('keeps no parse that JSON would change (a date)', () => {
    const dated = '---\ndate: 2024-01-02\n---\n\nText.\n';
    const first = scan({ 'b.md': dated });
    const second = scan({ 'b.md': dated });
    if (first.results[0].parsed?.frontmatter.date instanceof Date) expect(second.parsed).toBe(1);
    expect(second.results).toEqual(first.results);
  });
});
