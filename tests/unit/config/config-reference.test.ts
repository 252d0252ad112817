import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configReference, REFERENCE_FILE } from '../../../scripts/config-reference.ts';

describe('reference/config.md', () => {
  it('is what `npm run docs:config` writes from the schema now', () => {
    expect(readFileSync(REFERENCE_FILE, 'utf8')).toBe(configReference());
  });

  it('names every option of the schema with its type and description', () => {
    const page = configReference();
    for (const option of ['title', 'locales.<key>.texts', 'markdown.attrs.disable', 'check.rules'])
      expect(page).toContain(`### \`${option}\``);
    expect(page).toMatch(/### `markdown.math`\n\nType: `boolean` · default: `false`\n\n\S/);
  });
});
