import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { EventTurns } from '../../../cli/core/event-turns.ts';

describe('turns of the event loop handed out one at a time', () => {
  it('lets a message in between two tasks that wait for a turn', async () => {
    const turns = new EventTurns();
    const seen: string[] = [];
    const { port1, port2 } = new MessageChannel();
    const message = new Promise<void>((resolve) =>
      port2.once('message', () => {
        seen.push('message');
        resolve();
      }),
    );
    const task = async (name: string) => {
      await turns.next();
      seen.push(name);
      // the first task's work sends a message (a worker's reply arrives the same way)
      if (name === 'a') port1.postMessage('reply');
    };
    await Promise.all([task('a'), task('b'), task('c'), message]);
    port1.close();
    expect(seen.indexOf('message')).toBeLessThan(seen.indexOf('c'));
    expect(seen.filter((s) => s !== 'message')).toEqual(['a', 'b', 'c']);
  });
});
