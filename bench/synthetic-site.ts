import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LANGS = ['bash', 'yaml', 'json', 'go', 'nginx', 'typescript'];
const SAMPLES: Record<string, string> = {
  bash: 'curl -fsSL https://example.com/install.sh | bash -s install\nsystemctl restart alist',
  yaml: 'services:\n  alist:\n    image: example/alist:latest\n    ports:\n      - "5244:5244"',
  json: '{\n  "address": "0.0.0.0",\n  "port": 5244,\n  "cache": { "expiration": 60 }\n}',
  go: 'func (d *Driver) List(ctx context.Context, dir model.Obj) ([]model.Obj, error) {\n\treturn nil, errs.NotImplement\n}',
  nginx: 'location / {\n  proxy_pass http://127.0.0.1:5244;\n  proxy_set_header Host $host;\n}',
  typescript:
    'export function mount(path: string): Promise<void> {\n  return fetch(`/api/fs/list?path=${path}`).then(() => undefined);\n}',
};

function page(i: number, count: number, zh: boolean): string {
  const lang = LANGS[i % LANGS.length];
  const next = (i + 1) % count;
  const text = zh
    ? '挂载存储之前，请先确认网盘账号可以正常登录，并准备好刷新令牌与根文件夹 ID。添加后可以在前台看到文件列表。'
    : 'Before mounting a storage, make sure the account signs in normally and keep its refresh token and root folder id at hand. Once added, its files appear in the listing.';
  return `---
title: ${zh ? `合成页面 ${i}` : `Synthetic page ${i}`}
order: ${i % 50}
---

${text} ${text}

## ${zh ? '安装' : 'Install'}

${text}

\`\`\`${lang}
${SAMPLES[lang]}
# page ${i}
\`\`\`

::: tip
${text}
:::

| ${zh ? '选项' : 'Option'} | ${zh ? '说明' : 'Meaning'} |
|---|---|
| port | ${zh ? '监听端口' : 'where to listen'} |
| cache | ${zh ? '缓存时间' : 'how long listings are kept'} |

## ${zh ? '配置' : 'Configure'}

${text} See [the next page](./p${next}.md#${zh ? '安装' : 'install'}).

### ${zh ? '细节' : 'Details'}

${text}
`;
}

/** A two-locale site of `count` pages per locale in folders of 100 grouped in parts of ten, with realistic markdown. */
export function generateSite(dir: string, count: number): string {
  rmSync(dir, { recursive: true, force: true });
  const docs = path.join(dir, 'docs');
  mkdirSync(path.join(docs, '.site'), { recursive: true });
  const define = path
    .relative(path.join(docs, '.site'), path.resolve('cli/config/define-config.ts'))
    .split(path.sep)
    .join('/');
  writeFileSync(
    path.join(docs, '.site/config.ts'),
    `import { defineConfig } from '${define}';
export default defineConfig({
  title: 'Synthetic', hostname: 'https://synthetic.example',
  locales: {
    '/': { lang: 'en-US', name: 'English', title: 'Synthetic', description: '', sidebar: { '/': 'structure' } },
    '/zh/': { lang: 'zh-CN', name: '简体中文', title: '合成', description: '', sidebar: { '/zh/': 'structure' } },
  },
});
`,
  );
  // folders of 100 pages, ten folders to a part: the sidebar a page shows stays about the same size as the site
  // grows, as in a real documentation site, instead of listing every folder of a 20,000-page site at its top
  const folders = Math.ceil(count / 100);
  for (const zh of [false, true]) {
    const base = zh ? path.join(docs, 'zh') : docs;
    for (let f = 0; f < folders; f += 1) {
      const part = path.join(base, `part-${Math.floor(f / 10)}`);
      if (f % 10 === 0) {
        mkdirSync(part, { recursive: true });
        writeFileSync(
          path.join(part, 'README.md'),
          `---\ntitle: ${zh ? `第 ${f / 10} 篇` : `Part ${f / 10}`}\n---\n\n${zh ? '本篇的各部分。' : 'The sections of this part.'}\n`,
        );
      }
      const folder = path.join(part, `section-${f}`);
      mkdirSync(folder, { recursive: true });
      const inFolder = Math.min(100, count - f * 100);
      writeFileSync(
        path.join(folder, 'README.md'),
        `---\ntitle: ${zh ? `第 ${f} 部分` : `Section ${f}`}\n---\n\n${zh ? '本部分的页面。' : 'Pages of this section.'}\n`,
      );
      for (let i = 0; i < inFolder; i += 1)
        writeFileSync(path.join(folder, `p${i}.md`), page(i, inFolder, zh));
    }
    writeFileSync(
      path.join(base, 'README.md'),
      `---\ntitle: ${zh ? '首页' : 'Home'}\nhome: true\n---\n\n${zh ? '欢迎。' : 'Welcome.'}\n`,
    );
  }
  return docs;
}
