import { closeSync, openSync, writeSync } from 'node:fs';

/** Pieces are gathered up to this many characters before each write. */
const CHUNK_CHARS = 1 << 20;

/**
 * Writes `parts` to `file` as they come, in chunks of about a megabyte: a large value written as one
 * JSON.stringify is a string as long as the file (tens of megabytes for the search memo of 20,000 pages) on top of
 * the value itself.
 */
export function writeInParts(file: string, parts: Iterable<string>): void {
  const fd = openSync(file, 'w');
  try {
    let chunk = '';
    for (const part of parts) {
      chunk += part;
      if (chunk.length < CHUNK_CHARS) continue;
      writeSync(fd, chunk);
      chunk = '';
    }
    if (chunk) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
}

/** An object's JSON one property at a time, each value through JSON.stringify or, with `depth` > 1, the same way. */
export function* jsonParts(value: Record<string, unknown>, depth = 1): Generator<string> {
  yield '{';
  let separator = '';
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    yield `${separator}${JSON.stringify(key)}:`;
    separator = ',';
    if (
      depth > 1 &&
      item &&
      typeof item === 'object' &&
      !Array.isArray(item) &&
      !('toJSON' in item)
    )
      yield* jsonParts(item as Record<string, unknown>, depth - 1);
    else yield JSON.stringify(item);
  }
  yield '}';
}
