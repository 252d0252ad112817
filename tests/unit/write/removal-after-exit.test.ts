import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeAfterExit } from '../../../cli/write/removal-after-exit.ts';
import { gone } from '../../helpers/gone.ts';
import { tempDir } from '../../temp-dir.ts';

/** A folder of nested files, like an output moved aside. */
function oldOutput(parent: string): string {
  const dir = path.join(parent, '.dist.tmp-1-1.old');
  for (const sub of ['guide', 'assets/chunks']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
    for (let i = 0; i < 20; i++) writeFileSync(path.join(dir, sub, `f${i}.html`), 'x'.repeat(i));
  }
  return dir;
}

describe('removeAfterExit', () => {
  it('deletes the folder and everything in it, from a process of its own', async () => {
    const dir = oldOutput(tempDir('removal-'));
    await removeAfterExit(dir);
    await gone(dir);
    expect(existsSync(dir)).toBe(false);
  });

  it('deletes the folder itself, before returning, when no process can be started', async () => {
    const parent = tempDir('removal-');
    const dir = oldOutput(parent);
    await removeAfterExit(dir, path.join(parent, 'no-such-node'));
    expect(existsSync(dir)).toBe(false);
  });
});
