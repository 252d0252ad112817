import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs';
import { open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Parts are gathered into writes of about this many bytes: few calls, and little held at once. */
const WRITE_BYTES = 1 << 20;

/**
 * Writes `parts` one after another to `file`, never holding more than about a megabyte of them, and returns the
 * file's size and its SHA-1 (base64url), the same as a hash of the whole text: a file as large as the site
 * (llms-full.txt, every page's markdown) need not be one string in memory.
 */
export async function writeParts(
  file: string,
  parts: Iterable<string>,
): Promise<{ sha1: string; size: number }> {
  const hash = createHash('sha1');
  const handle = await open(file, 'w');
  let size = 0;
  let held: Buffer[] = [];
  let heldBytes = 0;
  const put = async () => {
    const bytes = Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    hash.update(bytes);
    size += bytes.byteLength;
    await handle.write(bytes);
  };
  try {
    for (const part of parts) {
      const bytes = Buffer.from(part);
      held.push(bytes);
      heldBytes += bytes.byteLength;
      if (heldBytes >= WRITE_BYTES) await put();
    }
    if (heldBytes) await put();
  } finally {
    await handle.close();
  }
  return { sha1: hash.digest('base64url'), size };
}

/**
 * A file written through fs's callback API: the promise API opens a FileHandle per file, which costs the calling
 * thread and the CPU about twice as much.
 */
export function writeBytes(file: string, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) =>
    writeFile(file, bytes, (error) => (error ? reject(error) : resolve())),
  );
}

/** The largest file written in parts that is read back whole (the compressor's queue holds 32 MB). */
const READ_BACK_BYTES = 16 * 1024 * 1024;

/**
 * Hands a file just written to `listeners` (the output's: the compressor gets it while the build goes on, rather
 * than reading it back at its end), when there are any and it is small enough to hold whole.
 */
export async function readBack(
  { file, relative, size }: { file: string; relative: string; size: number },
  listeners: ((relative: string, bytes: Buffer, givable?: Promise<unknown>) => void)[],
): Promise<void> {
  if (!listeners.length || size > READ_BACK_BYTES) return;
  const bytes = await readFile(file);
  // read for them alone, and written already: a sole listener may give the bytes away
  const givable = listeners.length === 1 ? Promise.resolve() : undefined;
  for (const listener of listeners) listener(relative, bytes, givable);
}

/** Every file below `dir`, at any depth. */
export async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}
