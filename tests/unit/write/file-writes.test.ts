import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeParts } from '../../../cli/write/file-writes.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-build-parts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a file written in parts', () => {
  it('holds the parts in order, with the size and hash of the whole text', async () => {
    // more than one write's worth, with text of more than one byte a character
    const parts = Array.from({ length: 3000 }, (_, i) => `页面 ${i} `.repeat(60));
    const file = path.join(dir, 'llms-full.txt');
    const whole = Buffer.from(parts.join(''));
    const { sha1, size } = await writeParts(file, parts);
    expect(readFileSync(file).equals(whole)).toBe(true);
    expect(size).toBe(whole.byteLength);
    expect(sha1).toBe(createHash('sha1').update(whole).digest('base64url'));
  });

  it('is an empty file when there are no parts', async () => {
    const file = path.join(dir, 'empty.txt');
    expect((await writeParts(file, [])).size).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe('');
  });
});
