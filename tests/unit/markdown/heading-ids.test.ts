import { describe, expect, it } from 'vitest';
import { githubHeadingId, HeadingIds } from '../../../cli/markdown/dialects/heading-ids.ts';
import { vitepressHeadingId } from '../../../cli/foreign/vitepress/heading-ids.ts';
import { headingIdRule } from '../../../cli/markdown/dialects/index.ts';

describe("heading ids by each tool's rule", () => {
  it.each([
    // text as a heading shows it                 GitHub's rule (ours)   VitePress's rule (VuePress, theme-hope)
    ['<Table /> component', 'table--component', 'table-component'],
    ['<Table />', 'table-', 'table'],
    ['Set up the server', 'set-up-the-server', 'set-up-the-server'],
    ['What is it? (v2.5)', 'what-is-it-v25', 'what-is-it-v2-5'],
    ["Don't panic", 'dont-panic', 'don-t-panic'],
    ['3 ways to mount a drive', '3-ways-to-mount-a-drive', '_3-ways-to-mount-a-drive'],
    ['Déjà vu', 'déjà-vu', 'deja-vu'],
    ['Ｗｉｄｅ text', 'ｗｉｄｅ-text', 'wide-text'],
    ['--edges--', '--edges--', 'edges'],
    ['snake_case_name', 'snake_case_name', 'snake-case-name'],
    ['存储 配置', '存储-配置', '存储-配置'],
    ['bell\u0007 ring', 'bell-ring', 'bell-ring'],
  ])('%s', (text, github, vitepress) => {
    expect(githubHeadingId(text)).toBe(github);
    expect(vitepressHeadingId(text)).toBe(vitepress);
  });

  it("is chosen by the site's dialect: VitePress, VuePress and theme-hope share one, ours is GitHub's", () => {
    expect(headingIdRule('vitepress')('<Table />')).toBe('table');
    expect(headingIdRule('vuepress')('config.scss')).toBe('config-scss');
    // theme-hope passes no slugify to VuePress 2's markdown, whose default is mdit-vue's
    expect(headingIdRule('theme-hope')('config.scss')).toBe('config-scss');
    expect(headingIdRule('theme-hope')('String 增强（文本块相关方法）')).toBe(
      'string-增强-文本块相关方法',
    );
    expect(headingIdRule('theme-hope')('<Table />')).toBe('table');
    expect(headingIdRule(undefined)('<Table />')).toBe('table-');
  });
});

describe('the ids of one page', () => {
  it('numbers a repeated id from 1 and never gives an id the page claimed by hand', () => {
    const ids = new HeadingIds(vitepressHeadingId);
    ids.claim('usage-1');
    expect(['Usage', 'Usage!', 'Usage', 'usage 1'].map((text) => ids.next(text))).toEqual([
      'usage',
      'usage-2',
      'usage-3',
      'usage-1-1',
    ]);
    expect(ids.base('Usage!')).toBe('usage');
  });
});
