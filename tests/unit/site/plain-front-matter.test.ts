import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { plainFrontMatter } from '../../../cli/site/plain-front-matter.ts';
import { parseDataBlock } from '../../../cli/site/front-matter-data.ts';

/** What the yaml parser makes of a block, as parseDataBlock calls it; 'error' when it refuses the block. */
function yamlReading(block: string): unknown {
  try {
    return parse(block, { maxAliasCount: 100, merge: true });
  } catch {
    return 'error';
  }
}

/** A small deterministic generator (mulberry32), so a failure names a seed that reproduces it. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// pieces chosen for what YAML reads specially: indicators, comments, separators, typed words, spacing, non-ASCII
const KEY_PIECES = [
  'title',
  'description',
  'outline',
  'a',
  '_x',
  'my-key',
  'k2',
  'true',
  'null',
  '__proto__',
  '1',
  '-k',
  'key ',
  ' key',
  '<<',
  'x.y',
];
const VALUE_PIECES = [
  'deep',
  'Hello world',
  'C#',
  'a #b',
  'a: b',
  'x:',
  'https://example.com/a?b=c',
  'true',
  'True',
  'TRUE',
  'false',
  'False',
  'FALSE',
  'null',
  'Null',
  'NULL',
  '~',
  '42',
  '0',
  '3',
  '007',
  '-1',
  '+1',
  '12.0',
  '1_000',
  '123456789012345',
  '1234567890123456',
  '115 Cloud',
  '6盘（HalalCloud）',
  '1.5 GB',
  '3/4',
  '1e3x',
  '0o17',
  '0x1F',
  '1e3',
  '.5',
  '.inf',
  '-x',
  '- x',
  '? x',
  ':x',
  '[a]',
  '{a}',
  'a [b] {c}',
  '*ref',
  '&anc',
  '!tag',
  '|',
  '>',
  "'q'",
  '"q"',
  "it's",
  '%d',
  '@x',
  '`x`',
  'tab\there',
  '  ',
  ' lead',
  'trail  ',
  '中文说明',
  'Ünïcödé',
  'emoji 🎉',
  'a,b',
  'a\\b',
  '',
  'yes',
  'no',
  'on',
  '2024-01-02',
  '12:30',
  'line\rend',
  '\ufeffbom',
];

function generatedBlock(next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const lines: string[] = [];
  const count = 1 + Math.floor(next() * 4);
  for (let i = 0; i < count; i++) {
    const roll = next();
    if (roll < 0.05) lines.push('');
    else if (roll < 0.08) lines.push(`  ${pick(VALUE_PIECES)}`);
    else if (roll < 0.11) lines.push(`# ${pick(VALUE_PIECES)}`);
    else {
      const value =
        next() < 0.3 ? `${pick(VALUE_PIECES)} ${pick(VALUE_PIECES)}` : pick(VALUE_PIECES);
      lines.push(`${pick(KEY_PIECES)}:${next() < 0.1 ? '' : next() < 0.2 ? '   ' : ' '}${value}`);
    }
  }
  // as gray-matter hands a block over: from the newline that ends the opening line
  return `\n${lines.join('\n')}`;
}

/** Values YAML reads as text or numbers, so that most generated nested blocks are ones to read. */
const PLAIN_VALUES = ['deep', 'Hello world', '中文说明', '0.9', '42', 'true', 'meta', 'a,b'];

/**
 * A block of nested block lists and maps (theme-hope's `head:` and `tag:` lists, a home page's
 * `hero:`), each line then shifted, emptied or commented out now and then.
 */
function nestedBlock(next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const value = () => (next() < 0.8 ? pick(PLAIN_VALUES) : pick(VALUE_PIECES));
  const lines: string[] = [];
  const collection = (indent: number, first: string, depth: number): void => {
    const list = depth > 0 && next() < 0.5;
    const count = 1 + Math.floor(next() * 3);
    for (let i = 0; i < count; i++) {
      const start = i === 0 ? first : ' '.repeat(indent);
      const nest = depth < 3 && next() < 0.35;
      if (list) {
        if (nest) collection(indent + 2, `${start}- `, depth + 1);
        else lines.push(`${start}- ${value()}`);
      } else if (nest) {
        lines.push(`${start}${pick(KEY_PIECES)}:`);
        collection(indent + 2, ' '.repeat(indent + 2), depth + 1);
      } else lines.push(`${start}${pick(KEY_PIECES)}: ${value()}`);
    }
  };
  collection(0, '', 0);
  const shifted = lines.map((line) => {
    const roll = next();
    if (roll < 0.03) return ` ${line}`;
    if (roll < 0.06) return line.replace(/^ /, '');
    if (roll < 0.08) return '';
    return roll < 0.1 ? `# ${line}` : line;
  });
  return `\n${shifted.join('\n')}`;
}

describe('plain front matter', () => {
  it('reads the common one-line blocks, to what the yaml parser gives', () => {
    for (const block of [
      '\ndescription: Reference of the runtime APIs, with examples.',
      '\noutline: deep',
      '\ntitle: 快速开始\nlayout: doc',
      '\ntitle: C# and F#\nlink: https://example.com/a?b=c#top',
      '\ntitle: Install\norder: 3\nsidebar: false\ntoc: True',
      '\ncount: 0\nbig: 999999999999999\ndraft: FALSE',
      '\ntitle: 115 Cloud\nshort: 6盘（HalalCloud）',
      '\ncount: 3.5\npriority: 0.95',
      '\ntag:\n  - Java\n  - 并发\nsitemap:\n  changefreq: weekly\n  priority: 0.9',
      '\nhead:\n  - - meta\n    - name: keywords\n      content: AQS,CLH队列\n  - - meta\n    - property: og:x\n      content: y',
      '\nhero:\n  name: A\n  actions:\n    - theme: brand\n      link: /guide/\n\nlayout: home',
    ]) {
      const plain = plainFrontMatter(block);
      expect(plain).not.toBeNull();
      expect(plain).toEqual(yamlReading(block));
    }
  });

  it('leaves every block it cannot read exactly to the yaml parser', () => {
    for (const block of [
      '\ntitle: a: b',
      '\ntitle: x #note',
      '\ncount: 007',
      '\ncount: -3',
      '\ncount: 1234567890123456',
      '\ncount: 03.5',
      '\ncount: 1.5e3',
      '\ncount: 0x1F',
      '\nwhen: 12:30',
      '\ntrue: 3',
      '\nempty:',
      '\ntitle: "quoted"',
      '\na: 1\na: 2',
      '\ntitle: x\n  more',
      '\ntags: [a, b]',
      '\n__proto__: x',
      '\ntitle:\tx',
      '\ntitle: x\r',
      '\n',
      '\ntag:\n- Java',
      '\ntag:\n  - Java\n   - more',
      '\ntag:\n  - Java\n    more',
      '\ntag:\n  -  Java',
      '\ntag:\n  -Java',
      '\ntag:\n  -',
      '\ntag:\n  - a: b: c',
      '\ntag:\n  - Java\n  other: x',
      '\nmap:\n  a: 1\n    b: 2',
      '\nmap:\n  a: 1\n  a: 2',
      '\nmap:\n  true: 1',
      '\nmap:\n  \n  a: 1',
      '\nmap:\n\t- a',
      '\nhead:\n  - - meta\n    - name: x\n       content: y',
      '\n  title: x',
      '\n- a\n- b',
    ]) {
      expect(plainFrontMatter(block), JSON.stringify(block)).toBeNull();
    }
  });

  it('never reads a generated block differently from the yaml parser', () => {
    let read = 0;
    for (let seed = 1; seed <= 20000; seed++) {
      const block = generatedBlock(random(seed));
      const plain = plainFrontMatter(block);
      if (!plain) continue;
      read++;
      expect(plain, `seed ${seed}: ${JSON.stringify(block)}`).toEqual(yamlReading(block));
    }
    // the comparison covers a good share of the blocks, not only the ones nothing reads
    expect(read).toBeGreaterThan(500);
  });

  it('never reads a generated block of nested lists and maps differently from the yaml parser', () => {
    let nested = 0;
    for (let seed = 1; seed <= 20000; seed++) {
      const block = nestedBlock(random(seed));
      const plain = plainFrontMatter(block);
      if (!plain) continue;
      if (Object.values(plain).some((value) => typeof value === 'object')) nested++;
      expect(plain, `seed ${seed}: ${JSON.stringify(block)}`).toEqual(yamlReading(block));
    }
    expect(nested).toBeGreaterThan(300);
  });

  it('is what parseDataBlock returns for such a block', () => {
    expect(parseDataBlock('', '\ndescription: Badges in headings')).toEqual({
      data: { description: 'Badges in headings' },
    });
    expect(parseDataBlock('', '\ndescription: bad: colon').problem?.rule).toBe('frontmatter/yaml');
  });
});
