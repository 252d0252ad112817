import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { contentKey } from '../../../cli/write/content-key.ts';
import { contentDigest, contentHash } from '../../../cli/write/modules.ts';
import { hashSource } from '../../../cli/hosting/page-sources.ts';

// The search worker keys its files from their strings; the output keys what it writes from their bytes. A file the
// output holds is kept only when the two agree.
describe('content keys', () => {
  it('give a string the key of its UTF-8 bytes, whatever characters it holds', () => {
    for (const text of ['{"a":1}', '挂载存储 — “quoted”', 'emoji 🚀', 'lone \ud800 surrogate', ''])
      expect(contentKey(text)).toBe(contentKey(Buffer.from(text)));
  });

  it('are SHA-1 in base64url, as kept manifests and file names hold them', () => {
    expect(contentKey(Buffer.from('abc'))).toBe('qZk-NkcGgWq6PiVxeFDCbJzQ2J0');
    for (const text of ['挂载存储', 'lone \ud800 surrogate', '']) {
      const sha1 = createHash('sha1').update(text).digest('base64url');
      expect(contentKey(text)).toBe(sha1);
      expect(contentDigest(text)).toBe(sha1);
      expect(contentDigest(Buffer.from(text))).toBe(sha1);
    }
    expect(contentHash('abc')).toBe('qZkNkcGg');
  });

  it('name an inline source by its SHA-256 in base64, as a CSP reads it', () => {
    const text = 'color:#24292E;--shiki-dark:#E1E4E8 “中”';
    const sha256 = createHash('sha256').update(text).digest('base64');
    expect(hashSource(text)).toBe(`'sha256-${sha256}'`);
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});
