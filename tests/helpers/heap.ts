import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * The heap `make` leaves reachable through what it returns, after full collections before and after: for tests
 * that a structure keeps less than the data that passed through it.
 */
export function retainedBytes(make: () => unknown): { bytes: number; kept: unknown } {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = make();
  gc();
  return { bytes: process.memoryUsage().heapUsed - before, kept };
}

/** `retainedBytes` of an asynchronous `make`. */
export async function retainedBytesAsync(
  make: () => Promise<unknown>,
): Promise<{ bytes: number; kept: unknown }> {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = await make();
  gc();
  return { bytes: process.memoryUsage().heapUsed - before, kept };
}
