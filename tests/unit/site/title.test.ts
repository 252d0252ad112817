import { describe, expect, it } from 'vitest';
import { firstH1, headingText, pageTitle, titleWithoutSuffix } from '../../../cli/site/title.ts';

describe('page titles', () => {
  it.each([
    ['Getting started {#start}', 'Getting started'],
    ['快速开始 {#getting-started}', '快速开始'],
    ['useData <Badge text="composable" />', 'useData'],
    ['Plugins <Badge type="info">beta</Badge> {#plugins}', 'Plugins'],
    ['The **`build`** command and [options](./options.md)', 'The build command and options'],
    ['Plain words', 'Plain words'],
    // markdown-it-attrs reads spaces inside the braces, and ids of any characters but spaces
    ['Install { lang="en" }', 'Install'],
    ['Tips { .tip }', 'Tips'],
    ['@vitejs/plugin-react v6 {#@vitejs/plugin-react-v6}', '@vitejs/plugin-react v6'],
    // braces with no id, class or value are the heading's own words
    ['Objects {}', 'Objects {}'],
    ['The {placeholder}', 'The {placeholder}'],
    // a block-level tag first makes the heading's text an HTML block of its own when parsed alone
    ['<div i-logos:eslint inline-block /> ESLint Integration', 'ESLint Integration'],
  ])('%s → %s', (source, title) => expect(headingText(source)).toBe(title));

  it('takes the first h1 outside code blocks', () => {
    expect(firstH1('```sh\n# a shell comment\n```\n\n# Real title\n\n# Second')).toBe('Real title');
    expect(firstH1('## Only a section')).toBeUndefined();
  });

  it("prefers front matter, then the h1, then a home page's hero, then the file name", () => {
    expect(pageTitle({ title: 'From front matter' }, '# From heading', 'file')).toBe(
      'From front matter',
    );
    expect(pageTitle({}, 'Intro\n\n# From heading {#id}', 'file')).toBe('From heading');
    expect(pageTitle({ heroText: 'Pocket Tool ' }, 'No heading', 'index')).toBe('Pocket Tool');
    expect(pageTitle({ heroText: 'Pocket Tool' }, '# Welcome', 'index')).toBe('Welcome');
    expect(pageTitle({ heroText: null }, 'No heading', 'index')).toBe('index');
    expect(pageTitle({}, 'No heading', 'file')).toBe('file');
    // a home page with no hero text (VuePress 1's) is named after its locale, as its hero shows
    expect(pageTitle({ home: true }, 'No heading', 'README', 'VuePress')).toBe('VuePress');
    expect(pageTitle({}, 'No heading', 'README', 'VuePress')).toBe('README');
  });

  it('takes the value of a front matter interpolation in the h1, as the page shows it', () => {
    expect(
      pageTitle({ heading: 'Options **all**' }, '# {{ $frontmatter.heading }} {#opts}', 'file'),
    ).toBe('Options **all**');
    expect(pageTitle({}, '# Sum {{ 1 + 1 }}', 'file')).toBe('Sum {{ 1 + 1 }}');
  });
});

describe('a title written for the browser tab', () => {
  it.each([
    ['快速起步 | 指南', '# 快速起步\n\nText.', '快速起步'],
    ['Getting Started | Guide', '---\n\n# Getting Started {#start}\n', 'Getting Started'],
    ['A | B', '# Something else\n', 'A | B'],
    ['A | B', 'No heading.\n', 'A | B'],
    ['Plain', '# Plain\n', 'Plain'],
  ])('%s over %j shows as %s', (title, body, shown) =>
    expect(titleWithoutSuffix(title, body)).toBe(shown),
  );
});
