import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../../cli/commands/check.ts';
import { createLogger } from '../../../cli/diagnostics/logger.ts';
import { tempDir } from '../../temp-dir.ts';

const defineConfig = JSON.stringify(path.resolve('cli/config/define-config.ts'));
const markdownEnv = JSON.stringify(path.resolve('runtime/islands/markdown-env.ts'));
let docs: string;

beforeAll(() => {
  docs = path.join(tempDir('docs-build-component-'), 'docs');
  const files: Record<string, string> = {
    '.site/config.ts':
      `import { defineConfig } from ${defineConfig};\nexport default defineConfig({ title: 'T', description: '', ` +
      `locales: { '/': { lang: 'en-US', name: 'English', title: 'T', description: '' } }, components: { Careful: { path: './Careful.tsx' } }, srcExclude: ['parts/**'] });\n`,
    '.site/Careful.tsx':
      `import { useMarkdownEnv } from ${markdownEnv};\n` +
      `export default function Careful({ level }: { level: string }) {\n  const env = useMarkdownEnv();\n` +
      `  if (level === 'warn') env?.warn('a warning from the component'); else env?.error('an error from the component');\n  return <span>careful</span>;\n}\n`,
    'index.md': '# Home\n\n<Careful level="warn" />\n\n<!--@include: ./parts/shared.md-->\n',
    'parts/shared.md': 'Shared text.\n\nMore text.\n\n<Careful level="error" />\n',
    'cards.md': '# Cards\n\nIntro.\n\n<VPCard title="Bad" link="javascript:alert(1)" />\n',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(docs, name)), { recursive: true });
    writeFileSync(path.join(docs, name), text);
  }
});

describe('problems a component reports', () => {
  it("a script URL given to a component is warned about with the writer's URL, at its tag", async () => {
    const { diagnostics } = await check({ root: docs, logger: createLogger({ quiet: true }) });
    const scripts = diagnostics.filter((d) => d.rule === 'html/script-url');
    expect(scripts.map((d) => [path.relative(docs, path.resolve(d.file)), d.line])).toEqual([
      ['cards.md', 5],
    ]);
    expect(scripts[0].message).toContain('javascript:alert(1)');
    expect(scripts[0].message).not.toMatch(/React/);
  });

  it('are placed where its tag is written: in the page, or in the file the page includes', async () => {
    const { diagnostics } = await check({ root: docs, logger: createLogger({ quiet: true }) });
    const mine = diagnostics
      .filter((d) => d.rule === 'component/Careful')
      .map((d) => [path.relative(docs, path.resolve(d.file)), d.line, d.severity, d.message]);
    expect(mine.sort()).toEqual([
      ['index.md', 3, 'warning', 'a warning from the component'],
      ['parts/shared.md', 5, 'error', 'an error from the component'],
    ]);
  }, 60_000);
});
