import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../cli/site/front-matter.ts';

describe('front matter', () => {
  it('reports broken YAML with the file line and column', () => {
    const { parsed, diagnostics } = parseFrontMatter('---\ntitle: ok\norder: [1\n---\nbody\n', 'docs/x.md');
    expect(parsed).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ file: 'docs/x.md', rule: 'frontmatter/yaml', severity: 'error' });
    expect(diagnostics[0].line).toBeGreaterThanOrEqual(3);
  });
  it('drops values that break the rules and says where they are', () => {
    const { parsed, diagnostics } = parseFrontMatter('---\ntitle: A\nauthor: 12\ntag:\n  - a\n  - 3\n---\n', 'docs/x.md');
    expect(parsed!.frontmatter).toEqual({ title: 'A' });
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [3, '`author` must be a string, an object with a `name`, or a list of these'],
      [4, '`tag` must be a string or a list of strings'],
    ]);
  });
  it('keeps valid author forms and counts body lines after the front matter', () => {
    const { parsed, diagnostics } = parseFrontMatter('---\nauthor:\n  - name: Ann\n  - Bo\ncategory: x\n---\n\n# Hi\n', 'x.md');
    expect(diagnostics).toEqual([]);
    expect(parsed!.bodyLineOffset).toBe(6);
  });
});
