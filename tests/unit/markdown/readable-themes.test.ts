import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CODE_BACKGROUNDS,
  codeBackgrounds,
  contrast,
  readableColour,
  readableTheme,
} from '../../../cli/markdown/readable-themes.ts';
import { renderCode } from '../../../cli/markdown/shiki-render.ts';

const styles = path.resolve(import.meta.dirname, '../../../runtime/theme/styles');
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The custom properties one block of base.css sets (`:root` or the dark theme's). */
function cssVariables(selector: string): Record<string, string> {
  const css = readFileSync(path.join(styles, 'base.css'), 'utf8');
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]),
  );
}

describe('code backgrounds', () => {
  it.each([
    ['light', ':root'],
    ['dark', "html[data-theme='dark']"],
  ] as const)('%s: the same colours the CSS paints lines with', (mode, selector) => {
    const vars = cssVariables(selector);
    const code = readFileSync(path.join(styles, 'code.css'), 'utf8');
    // each line tint is the variable code.css gives that kind of line
    const tintOf = (line: string) =>
      vars[
        /background: var\((--[\w-]+)\)/.exec(code.slice(code.indexOf(`.code-block ${line} {`)))![1]
      ];
    expect(CODE_BACKGROUNDS[mode].block).toBe(vars['--code-bg']);
    expect([...CODE_BACKGROUNDS[mode].tints].sort()).toEqual(
      ['.line.highlighted', '.line.diff.add', '.line.diff.remove', '.line.highlighted.warning']
        .map(tintOf)
        .sort(),
    );
    expect(tintOf('.line.highlighted.error')).toBe(tintOf('.line.diff.remove'));
    expect(CODE_BACKGROUNDS[mode].word).toBe(tintOf('.highlighted-word'));
  });
});

describe('readable colours', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    // axe reported 3.48 (cut, not rounded) for github-light's orange on white
    expect(contrast(rgb('#e36209'), [255, 255, 255])).toBeCloseTo(3.49, 2);
  });

  it('darkens a light theme colour only as far as it must, and keeps its hue', () => {
    const backgrounds = codeBackgrounds('light');
    const fixed = readableColour('#e36209', backgrounds, 'light');
    expect(fixed).not.toBe('#e36209');
    for (const bg of backgrounds) expect(contrast(rgb(fixed), bg)).toBeGreaterThanOrEqual(4.5);
    // one step less dark would not do
    const [r, g, b] = rgb(fixed);
    expect(
      Math.min(
        ...backgrounds.map((bg) =>
          contrast([Math.min(255, r + 3), Math.min(255, g + 2), Math.min(255, b + 1)], bg),
        ),
      ),
    ).toBeLessThan(4.6);
    // same channel proportions: a darker orange, not a brown of another hue
    expect(r / g).toBeCloseTo(0xe3 / 0x62, 1);
    expect(readableColour('#24292e', backgrounds, 'light')).toBe('#24292e');
  });

  it('lightens a dark theme colour', () => {
    const backgrounds = codeBackgrounds('dark');
    const fixed = readableColour('#6a737d', backgrounds, 'dark');
    for (const bg of backgrounds) expect(contrast(rgb(fixed), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(fixed), [0, 0, 0])).toBeGreaterThan(contrast(rgb('#6a737d'), [0, 0, 0]));
  });

  it('leaves rules with a background of their own and colours it cannot read', () => {
    const theme = readableTheme(
      {
        name: 't',
        type: 'light',
        colors: { 'editor.background': '#ffffff' },
        tokenColors: [
          { scope: 'invalid', settings: { foreground: '#fafbfc', background: '#b31d28' } },
          { scope: 'a', settings: { foreground: '#ff8800' } },
          { scope: 'b', settings: { foreground: 'var(--x)' } },
        ],
      },
      'light',
    );
    expect(theme.tokenColors!.map((rule) => rule.settings.foreground)).toEqual([
      '#fafbfc',
      expect.not.stringMatching(/^#ff8800$/),
      'var(--x)',
    ]);
    expect(theme.colors!['editor.background']).toBe('#ffffff');
  });
});

describe('highlighted code', () => {
  it('reads at 4.5:1 in both colour modes on every line background', async () => {
    const code = [
      '// a comment',
      'export function greet(name: string, count = 2): string {',
      '  const greeting = `Hello ${name}`; // [!code ++]',
      '  return greeting.repeat(count) + /x+/g.source; // [!code error]',
      '}',
    ].join('\n');
    const html = await renderCode(code, 'ts', [[2, 2]]);
    const light = [...html.matchAll(/[";]color:(#[0-9A-Fa-f]{6})/g)].map((m) => m[1]);
    const dark = [...html.matchAll(/--shiki-dark:(#[0-9A-Fa-f]{6})/g)].map((m) => m[1]);
    // the block used the parameter orange, the string colour and comments, which fell short before
    expect(new Set(light).size).toBeGreaterThan(4);
    for (const [colours, mode] of [
      [light, 'light'],
      [dark, 'dark'],
    ] as const) {
      for (const colour of colours)
        for (const bg of codeBackgrounds(mode))
          expect(contrast(rgb(colour), bg), `${colour} (${mode})`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
