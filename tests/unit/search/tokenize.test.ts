import { describe, expect, it, vi } from 'vitest';
import {
  bigrams,
  indexTerms,
  normalize,
  parseQuery,
  runs,
  segmentWords,
  termsOf,
  type QueryGroup,
} from '../../../runtime/search/tokenize.ts';

const terms = (text: string) => [...indexTerms(text).keys()];
const required = (groups: QueryGroup[]) =>
  groups.filter((g) => !g.optional).map((g) => (g.kind === 'word' ? g.term : g.text));

describe('English', () => {
  it('indexes lower-cased words and leaves out stop words and single letters', () => {
    expect(terms('How to Install AList with Docker: a guide')).toEqual([
      'install',
      'alist',
      'docker',
      'guide',
    ]);
  });

  it('counts repeated words', () => {
    expect(indexTerms('token, Token and TOKEN').get('token')).toBe(3);
  });

  it('keeps digits with letters and drops terms longer than 32 characters', () => {
    expect(terms(`v3 s3 115 ${'a1'.repeat(20)}`)).toEqual(['v3', 's3', '115']);
  });

  it('parses a query into words; a stop word still being typed stays required as a prefix', () => {
    expect(parseQuery('how to install')).toEqual([
      { kind: 'word', term: 'how', optional: true },
      { kind: 'word', term: 'to', optional: true },
      { kind: 'word', term: 'install', optional: false },
    ]);
    expect(required(parseQuery('how to'))).toEqual(['to']);
  });

  it('keeps a query of stop words only, rather than searching for nothing', () => {
    expect(required(parseQuery('the'))).toEqual(['the']);
  });
});

describe('Chinese', () => {
  it('indexes every bigram of a run, so a two-character word is found wherever it sits', () => {
    expect(bigrams('挂载存储')).toEqual(['挂载', '载存', '存储']);
    expect(terms('把网盘挂载到本地')).toEqual(expect.arrayContaining(['挂载', '网盘', '本地']));
  });

  it('indexes a lone character by itself', () => {
    expect(terms('在 AList 中')).toEqual(['在', 'alist', '中']);
  });

  it('splits a query into words and joins characters the segmenter leaves alone', () => {
    // some ICU versions segment 挂载 as 挂|载 and 管理员 as 管理|员
    expect(required(parseQuery('挂载存储'))).toEqual(['挂载', '存储']);
    expect(required(parseQuery('设置管理员密码'))).toEqual(['设置', '管理员', '密码']);
  });

  it('makes function and question words optional', () => {
    const groups = parseQuery('如何设置管理员密码');
    expect(groups[0]).toMatchObject({ text: '如何', optional: true });
    expect(required(groups)).toEqual(['设置', '管理员', '密码']);
  });

  it('matches a CJK word through its bigrams', () => {
    expect(parseQuery('管理员')).toEqual([
      { kind: 'cjk', text: '管理员', grams: ['管理', '理员'], optional: false },
    ]);
    expect(parseQuery('挂')).toEqual([{ kind: 'cjk', text: '挂', grams: ['挂'], optional: false }]);
  });

  it('segments a page of prose in a few calls, each run getting the words it gets alone', () => {
    const sentences = [
      '设置管理员密码',
      '中华人民共和国成立',
      '阿里云盘的访问令牌',
      '分布式系统的一致性',
    ];
    const prose = Array.from({ length: 40 }, (_, i) => sentences[i % 4]).join('，');
    const alone = sentences.map((run) => segmentWords(run).filter((w) => Array.from(w).length > 2));
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    try {
      const words = termsOf(prose).filter((term) => Array.from(term).length > 2);
      expect(words).toEqual(Array.from({ length: 40 }, (_, i) => alone[i % 4]).flat());
      expect(words).toContain('共和国');
      expect(segment.mock.calls.length).toBeLessThanOrEqual(4);
    } finally {
      segment.mockRestore();
    }
  });
});

describe('mixed text, punctuation and full-width characters', () => {
  it('separates Latin and CJK runs without spaces between them', () => {
    expect(runs(normalize('阿里云盘token和115网盘'))).toEqual([
      { text: '阿里云盘', cjk: true },
      { text: 'token', cjk: false },
      { text: '和', cjk: true },
      { text: '115', cjk: false },
      { text: '网盘', cjk: true },
    ]);
    expect(required(parseQuery('阿里云盘 token'))).toEqual(['阿里', '云盘', 'token']);
  });

  it('treats ASCII and CJK punctuation as separators', () => {
    expect(terms('docker-compose.yml，挂载。/opt/alist')).toEqual([
      'docker',
      'compose',
      'yml',
      '挂载',
      'opt',
      'alist',
    ]);
    expect(parseQuery('「存储」？')).toEqual([
      { kind: 'cjk', text: '存储', grams: ['存储'], optional: false },
    ]);
  });

  it('folds full-width letters and digits to ASCII, on both sides', () => {
    expect(normalize('ＡＬｉｓｔ　１１５')).toBe('alist 115');
    expect(terms('ＡＬＩＳＴ')).toEqual(['alist']);
    expect(required(parseQuery('Ｄｏｃｋｅｒ'))).toEqual(['docker']);
  });

  it('returns nothing for a query of punctuation only', () => {
    expect(parseQuery(' ，。!? ')).toEqual([]);
  });
});

describe('repeated words', () => {
  it('are asked for once', () => {
    expect(required(parseQuery('<b>token</b> Token'))).toEqual(['b', 'token']);
  });
});

describe('the word segmenter', () => {
  it('is made only for text with CJK runs: ICU takes tens of milliseconds to make one', async () => {
    vi.resetModules();
    const original = Intl.Segmenter;
    const made: unknown[] = [];
    class Counted extends original {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args);
        made.push(args);
      }
    }
    Object.defineProperty(Intl, 'Segmenter', {
      value: Counted,
      configurable: true,
      writable: true,
    });
    try {
      const fresh = await import('../../../runtime/search/tokenize.ts');
      expect([...fresh.indexTerms('Mount a local storage with Docker').keys()]).toEqual([
        'mount',
        'local',
        'storage',
        'docker',
      ]);
      expect(made).toHaveLength(0);
      expect(fresh.indexTerms('阿里云盘是一个网盘').size).toBeGreaterThan(0);
      expect(made).toHaveLength(1);
    } finally {
      Object.defineProperty(Intl, 'Segmenter', {
        value: original,
        configurable: true,
        writable: true,
      });
      vi.resetModules();
    }
  });
});
