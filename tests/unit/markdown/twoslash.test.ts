import { describe, expect, it } from 'vitest';
import { parseFenceInfo } from '../../../cli/markdown/dialects/fence-info.ts';
import { twoslashShown } from '../../../cli/markdown/source/twoslash.ts';

describe('twoslash blocks', () => {
  it('are marked by their fence info, after any other attribute', () => {
    expect(parseFenceInfo('ts twoslash').twoslash).toBe(true);
    expect(parseFenceInfo('ts [a.ts] twoslash {2}')).toMatchObject({
      lang: 'ts',
      title: 'a.ts',
      highlight: '2',
      twoslash: true,
    });
    expect(parseFenceInfo('ts [twoslash.ts]').twoslash).toBeUndefined();
  });

  it('show the code below the last cut, without directives and queries', () => {
    const code = [
      '// @errors: 2322',
      '// @filename: setup.ts',
      'export const hidden = 1',
      '// ---cut---',
      '// @filename: main.ts',
      'import { hidden } from "./setup"',
      'const shown: string = hidden',
      '//    ^?',
      'shown.length',
      '// ^|',
      '// ---cut-start---',
      'internal()',
      '// ---cut-end---',
      'done()',
      '// ^^^^ a note',
      '// ---cut-after---',
      'trailing()',
    ].join('\n');
    expect(twoslashShown(code)).toBe(
      [
        'import { hidden } from "./setup"',
        'const shown: string = hidden',
        'shown.length',
        'done()',
      ].join('\n'),
    );
  });

  it('keep comments that only look like directives or cuts', () => {
    const code = [
      '// @see the docs, a sentence',
      'const a = 1 // @ts-expect-error later',
      '// --- cut --- spaced',
    ].join('\n');
    expect(twoslashShown(code)).toBe(
      [
        '// @see the docs, a sentence',
        'const a = 1 // @ts-expect-error later',
        '// --- cut --- spaced',
      ].join('\n'),
    );
  });
});
