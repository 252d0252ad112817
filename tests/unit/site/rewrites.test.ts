import { describe, expect, it } from 'vitest';
import { compileRewrites, compileSources } from '../../../cli/site/rewrites.ts';

describe('rewrites', () => {
  it('maps paths by path-to-regexp parameters, the first matching rule winning', () => {
    const rewrite = compileRewrites({
      'en/:rest*': ':rest*',
      'packages/:pkg/src/:slug*': ':pkg/:slug*',
      'old/:page?': 'new/:page?',
      'blog/:year/:post.md': 'posts/:post.md',
      'exact/page.md': 'elsewhere.md',
    });
    expect(['en/index.md', 'en/guide/a.md', 'zh/guide/a.md', 'english.md'].map(rewrite)).toEqual([
      'index.md',
      'guide/a.md',
      'zh/guide/a.md',
      'english.md',
    ]);
    expect(
      [
        'packages/pkg-a/src/index.md',
        'packages/pkg-b/src/deep/bar.md',
        'packages/pkg-a/other.md',
      ].map(rewrite),
    ).toEqual(['pkg-a/index.md', 'pkg-b/deep/bar.md', 'packages/pkg-a/other.md']);
    expect(['old/x.md', 'exact/page.md', 'exact/page.mdx'].map(rewrite)).toEqual([
      'new/x.md',
      'elsewhere.md',
      'exact/page.mdx',
    ]);
    // a parameter is a whole segment: `:post.md` is a literal segment here, so this rule matches nothing
    expect(rewrite('blog/2024/hello.md')).toBe('blog/2024/hello.md');
    expect(compileRewrites(undefined)('a/b.md')).toBe('a/b.md');
  });

  it('never sends a page out of the docs folder, and skips rules that are no patterns', () => {
    const rewrite = compileRewrites({
      ':a/:a': 'x.md',
      ':1': 'y.md',
      'up/:rest*': '../../:rest*',
      'dot/:rest*': './:rest*',
      'bare/:name': ':name',
    });
    expect(['p/q', 'up/secret.md', 'bare/x.txt'].map(rewrite)).toEqual([
      'p/q',
      'up/secret.md',
      'bare/x.txt',
    ]);
    expect(rewrite('dot/page.md')).toBe('page.md');
  });

  it('finds where a page published at a path may lie, by the rules read backwards and checked forwards', () => {
    const sourceOf = compileSources({
      'en/:rest*': ':rest*',
      'packages/:pkg/src/:slug*': ':pkg/:slug*',
      'up/:rest*': '../../:rest*',
    });
    expect(sourceOf('guide/a.md')).toBe('en/guide/a.md');
    expect(sourceOf('index.md')).toBe('en/index.md');
    // no rule publishes at `../x.md`, and none leads back to a path only one rule's target matches wrongly
    expect(sourceOf('../x.md')).toBe('../x.md');
    expect(compileSources({ 'packages/:pkg/src/:slug*': ':pkg/:slug*' })('pkg-a/deep/bar.md')).toBe(
      'packages/pkg-a/src/deep/bar.md',
    );
    expect(compileSources({ 'packages/:pkg/src/:slug*': ':pkg/:slug*' })('top.md')).toBe('top.md');
    expect(compileSources(undefined)('a/b.md')).toBe('a/b.md');
  });
});
