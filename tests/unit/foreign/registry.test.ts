import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOREIGN_TOOLS, siteDefaults } from '../../../cli/foreign/index.ts';
import { tempDir } from '../../temp-dir.ts';

/** A folder holding the given files. */
function folder(files: Record<string, string>): string {
  const root = tempDir('docs-build-tools-');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const detected = (root: string) => FOREIGN_TOOLS.find((tool) => tool.detect(root))?.name;

describe('the registry of other tools', () => {
  it("finds each tool by its folder, VitePress's first", () => {
    expect(detected(folder({ 'index.md': '# Home\n' }))).toBeUndefined();
    expect(detected(folder({ '.vuepress/config.ts': 'export default {}' }))).toBe('VuePress');
    const both = folder({ '.vitepress/config.ts': '', '.vuepress/config.ts': '' });
    expect(detected(both)).toBe('VitePress');
  });

  it('gives the dialect of the tool found, and none for a bare folder', () => {
    const hope = folder({
      '.vuepress/config.ts': "import { hopeTheme } from 'vuepress-theme-hope'\nexport default {}",
    });
    expect(siteDefaults(hope).config.markdown?.dialect).toBe('theme-hope');
    const bare = siteDefaults(folder({ 'index.md': '# Home\n' }));
    expect(bare.config.markdown).toBeUndefined();
    expect(bare.file).toBeNull();
  });
});
