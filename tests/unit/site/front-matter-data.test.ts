import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDataBlock } from '../../../cli/site/front-matter-data.ts';

afterEach(() => vi.restoreAllMocks());

describe('front matter that is not plain data', () => {
  it('an unknown tag (`!!js/function`) is an error at its place, the page gets no data, Node says nothing', () => {
    const warn = vi.spyOn(process, 'emitWarning');
    const { data, problem } = parseDataBlock('', '\ntitle: !!js/function "function () {}"\n');
    expect(data).toEqual({});
    expect(problem).toMatchObject({ line: 2, column: 8, rule: 'frontmatter/yaml' });
    expect(problem!.message).toContain('!!js/function');
    expect(warn).not.toHaveBeenCalled();
  });

  it('5,000 nested brackets: a nesting error at the bracket that goes too deep, not a stack overflow', () => {
    const { data, problem } = parseDataBlock('', `\ndescription: x\ntitle: ${'['.repeat(5000)}\n`);
    expect(data).toEqual({});
    expect(problem).toMatchObject({ line: 3, column: 8 + 100, rule: 'frontmatter/yaml' });
    expect(problem!.message).toMatch(/nests/);
    expect(problem!.message).not.toMatch(/call stack/i);
  });

  it('lists nested by indentation past the stack: a nesting error, not a stack overflow', () => {
    const { problem } = parseDataBlock('', `\ntitle:\n${'- '.repeat(5000)}x\n`);
    expect(problem?.message).toMatch(/nests/);
    expect(problem!.message).not.toMatch(/call stack/i);
  });

  it('brackets inside quotes are text', () => {
    const { data, problem } = parseDataBlock('', `\ntitle: "${'['.repeat(500)}"\n`);
    expect(problem).toBeUndefined();
    expect(data.title).toBe('['.repeat(500));
  });
});
