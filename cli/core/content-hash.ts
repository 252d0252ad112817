import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const sha = (...parts: string[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('base64url');
};

/** One hash of every file below `dir`, names and contents. */
export function hashTree(dir: string): string {
  if (!existsSync(dir)) return '';
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .sort();
  return sha(...files.flatMap((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
}
