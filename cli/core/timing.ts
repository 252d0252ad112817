/** Wall time per stage of a run, printed by `--timings` and read by the benchmark. */
export class StageTimer {
  readonly stages = new Map<string, number>();

  async time<T>(stage: string, fn: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      this.add(stage, performance.now() - start);
    }
  }

  measure<T>(stage: string, fn: () => T): T {
    const start = performance.now();
    try {
      return fn();
    } finally {
      this.add(stage, performance.now() - start);
    }
  }

  add(stage: string, ms: number): void {
    this.stages.set(stage, (this.stages.get(stage) ?? 0) + ms);
  }

  toJSON(): Record<string, number> {
    return Object.fromEntries([...this.stages].map(([k, v]) => [k, Math.round(v)]));
  }
}
