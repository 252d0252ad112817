/**
 * Hands out turns of the event loop one at a time: each `next()` resolves in an iteration of the
 * loop of its own, in the order asked. A plain `setImmediate` per caller lets every caller waiting
 * resume in the same iteration, so a thread running many tasks in flight (pages, each parsed in one
 * go once resumed) reads its messages (a worker's results, colours) only after all of them.
 */
export class EventTurns {
  private waiting: (() => void)[] = [];
  private armed = false;

  next(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.arm();
    });
  }

  private arm(): void {
    if (this.armed || !this.waiting.length) return;
    this.armed = true;
    setImmediate(() => {
      this.armed = false;
      this.waiting.shift()?.();
      // queued after this callback, so the next runs in the loop's next iteration
      this.arm();
    });
  }
}
