/**
 * A seeded corpus of broken and hostile pages, made by mutating well-formed ones. The same seed gives the same
 * cases, so a failure can be replayed; `scripts/fuzz.ts` runs a larger corpus and prints its figures.
 */

export interface FuzzCase {
  id: number;
  mutation: string;
  /** Path of the page inside the docs folder. */
  file: string;
  /** The page's bytes after mutation. */
  contents: Buffer;
}

/** mulberry32: small, fast and good enough to pick mutations reproducibly. */
export function randomFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}
type Random = ReturnType<typeof randomFrom>;

/** A page that uses most of what a writer can write, to give the mutations something to break. */
export const RICH_PAGE = `---
title: Everything
icon: book
order: 3
tag: [a, b]
---

Opening text with **bold**, *emphasis*, \`code\`, ==mark==, H~2~O and 2^10^.

## Containers

::: tip A tip
Inside a tip, a [link](./README.md#install) and an ![image](/logo.svg).
:::

::: details More
- one
  - two
    - three
:::

::: code-tabs#shell
@tab bash
\`\`\`bash {1,3}
echo one
echo two
echo three
\`\`\`
@tab powershell
\`\`\`powershell
Write-Output one
\`\`\`
:::

## Table

| Name | Meaning |
|---|---|
| port | where to listen |

> [!NOTE]
> A quoted note.

<div class="custom"><span>raw html</span></div>

\`\`\`mermaid
graph LR
  A --> B
\`\`\`

[[toc]]
`;

const MUTATIONS: Record<string, (page: string, random: Random) => string | Buffer> = {
  truncate: (p, r) => p.slice(0, r.int(0, p.length)),
  'drop a line': (p, r) => {
    const l = p.split('\n');
    l.splice(r.int(0, l.length - 1), 1);
    return l.join('\n');
  },
  'repeat a line': (p, r) => {
    const l = p.split('\n');
    const i = r.int(0, l.length - 1);
    l.splice(i, 0, ...Array(r.int(2, 2000)).fill(l[i]));
    return l.join('\n');
  },
  'shuffle lines': (p, r) =>
    p
      .split('\n')
      .map((line) => [r.next(), line] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, line]) => line)
      .join('\n'),
  'random bytes': (p, r) => {
    const b = Buffer.from(p);
    for (let i = 0; i < r.int(1, 40); i++) b[r.int(0, b.length - 1)] = r.int(0, 255);
    return b;
  },
  'NUL bytes': (p, r) =>
    `${p.slice(0, r.int(0, p.length))}\u0000\u0000${p.slice(r.int(0, p.length))}`,
  'no closing front matter': (p) => p.replace(/\n---\n/, '\n'),
  'front matter as code': (p, r) =>
    p.replace(/^---\n/, `---${r.pick(['js', 'javascript', 'coffee', 'toml', 'json'])}\n`),
  'YAML alias bomb': (p) =>
    p.replace(
      /^---\n/,
      `---\na: &a [x, x, x, x, x, x, x, x]\n${Array.from(
        { length: 8 },
        (_, i) =>
          `b${i}: &b${i} [${Array(8)
            .fill(i ? `*b${i - 1}` : '*a')
            .join(', ')}]`,
      ).join('\n')}\n`,
    ),
  'wrong front matter types': (p, r) =>
    p.replace(
      /^---\n/,
      `---\n${r.pick(['home: true\nfeatures: [~]', 'actions: [~, 5]', 'highlights: [5, ~]', 'watermark: {content: 5, rotate: abc}', 'order: first', 'author: 12', 'title: [a, b]', 'prev: 3', 'headerDepth: deep'])}\n`,
    ),
  'tabs in YAML': (p) => p.replace(/^icon:/m, '\ticon:'),
  'YAML tag': (p, r) =>
    p.replace(
      /^title: .*$/m,
      `title: ${r.pick(['!!js/function "function () { return 1 }"', '!!python/object:os.system ls', '!custom x', '!!js/undefined ""'])}`,
    ),
  'deep YAML': (p, r) =>
    p.replace(/^tag: .*$/m, `tag: ${r.pick(['[', '{a: '])}${'['.repeat(r.int(200, 6_000))}`),
  'deep list': (p, r) => `${p}\n${'- '.repeat(r.int(50, 12_000))}x\n`,
  'deep quote': (p, r) => `${p}\n${'>'.repeat(r.int(50, 8_000))} x\n`,
  'deep html': (p, r) => {
    const n = r.int(50, 8_000);
    return `${p}\n${'<div>'.repeat(n)}x${'</div>'.repeat(n)}\n`;
  },
  'unclosed html': (p, r) => `${p}\n${'<section><p><span>'.repeat(r.int(1, 200))}\n`,
  'unclosed container': (p) => p.replace(/\n:::\n/, '\n'),
  'extra container close': (p) => `${p}\n:::\n::::\n`,
  'container soup': (p, r) =>
    `${p}\n${Array.from({ length: r.int(5, 300) }, () => r.pick(['::: tip', ':::', '::::tabs#x', '@tab A', '@tab:active B', '::::', '::: details', ':::: code-group'])).join('\n')}\n`,
  'unclosed fence': (p) => p.replace(/```\n:::/, ':::'),
  'huge highlight range': (p) => p.replace('```bash {1,3}', '```bash {1-999999999}'),
  'long token': (p, r) => `${p}\n${'x'.repeat(r.int(100_000, 3_000_000))}\n`,
  'emphasis runs': (p, r) => `${p}\n${'*a_'.repeat(r.int(100, 3_000))}\n`,
  'bracket runs': (p, r) => `${p}\n${'[a'.repeat(r.int(100, 5_000))}\n`,
  'malformed escapes': (p, r) =>
    `${p}\n[x](#%E0%A4%A) [y](./%zz.md) [z](${r.pick(['%', '%%', '/guide/%c0'])})\n`,
  'script in html': (p) =>
    `${p}\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> <script>alert(1)</script>\n`,
  'unknown component': (p, r) =>
    `${p}\n${r.pick(['<Nope />', '<Badge', '<DriverOptions driver="Nope" />', '<Catalog base="/nope/" />', '<X y={1} />'])}\n`,
  'include outside': (p, r) =>
    `${p}\n<!-- @include: ${r.pick(['/etc/hostname', '../../../../etc/passwd', './', './missing.md', './README.md{1-999999999}'])} -->\n`,
  'include itself': (p) => `${p}\n<!-- @include: ./fuzz-page.md -->\n`,
  'random unicode': (p, r) =>
    p.replace(/text/g, () =>
      String.fromCodePoint(
        ...Array.from({ length: r.int(1, 30) }, () =>
          r.pick([0x202e, 0x200b, 0x301, 0x1f600, 0xfeff, 0x4e2d, 0xd7ff, 0x10ffff]),
        ),
      ),
    ),
  'CRLF line ends': (p) => p.replace(/\n/g, '\r\n'),
  empty: () => '',
};

export const MUTATION_NAMES = Object.keys(MUTATIONS);

/** `count` cases from `seed`: every mutation appears about as often as the others, one or two applied at a time. */
export function fuzzCases(seed: number, count: number, bases: string[] = [RICH_PAGE]): FuzzCase[] {
  const random = randomFrom(seed);
  return Array.from({ length: count }, (_, id) => {
    const first = MUTATION_NAMES[id % MUTATION_NAMES.length];
    const names = random.next() < 0.25 ? [first, random.pick(MUTATION_NAMES)] : [first];
    let page: string | Buffer = random.pick(bases);
    for (const name of names) page = MUTATIONS[name](page.toString(), random);
    return {
      id,
      mutation: names.join(' + '),
      file: 'guide/fuzz-page.md',
      contents: Buffer.isBuffer(page) ? page : Buffer.from(page),
    };
  });
}
