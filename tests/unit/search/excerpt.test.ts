import { describe, expect, it } from 'vitest';
import { excerpt, highlight, matchRanges } from '../../../runtime/search/excerpt.ts';
import { fold } from '../../../runtime/search/text-match.ts';
import { parseQuery } from '../../../runtime/search/tokenize.ts';
import type { Highlighted } from '../../../runtime/search/types.ts';

const marked = ({ text, ranges }: Highlighted) => {
  let out = '';
  let at = 0;
  for (const [s, e] of ranges) {
    out += `${text.slice(at, s)}[${text.slice(s, e)}]`;
    at = e;
  }
  return out + text.slice(at);
};

describe('highlighting', () => {
  it('marks whole words from a prefix, at word starts only', () => {
    expect(marked(highlight('Reinstall, then Install the installer', parseQuery('instal')))).toBe(
      'Reinstall, then [Install] the [installer]',
    );
  });

  it('marks CJK words and Latin words in mixed text, joining marks that touch', () => {
    expect(
      marked(highlight('阿里云盘需要 token，在阿里云盘里获取', parseQuery('阿里云盘 token'))),
    ).toBe('[阿里云盘]需要 [token]，在[阿里云盘]里获取');
  });

  it('maps matches in folded text back to the original full-width characters', () => {
    expect(marked(highlight('用 ＡＬＩＳＴ 挂载', parseQuery('alist')))).toBe(
      '用 [ＡＬＩＳＴ] 挂载',
    );
  });

  it('keeps offsets right when folding changes the length', () => {
    // "ﬁ" folds to two letters, so the folded text is longer than the original
    const text = 'ﬁle docker';
    expect(fold(text).map).not.toBeNull();
    expect(marked(highlight(text, parseQuery('docker')))).toBe('ﬁle [docker]');
  });
});

describe('excerpts', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(10)}Run the docker image here.\n${'More text follows. '.repeat(10)}`;

  it('start a little before the first match and mark where they were cut', () => {
    const result = excerpt(long, matchRanges(long, parseQuery('docker')));
    expect(result.text.startsWith('…')).toBe(true);
    expect(result.text.endsWith('…')).toBe(true);
    expect(marked(result)).toContain('Run the [docker] image here. More text');
    expect(result.text.length).toBeLessThanOrEqual(142);
  });

  it('show the opening when nothing matched', () => {
    expect(excerpt('Short text.\nSecond line.', [])).toEqual({
      text: 'Short text. Second line.',
      ranges: [],
    });
  });
});
