import { slug as githubSlug } from 'github-slugger';

import type { HeadingIdRule } from '../../foreign/shared/dialect.ts';

export type { HeadingIdRule };

/**
 * Ours: GitHub's rule, which keeps CJK text and a trailing dash.
 */
export const githubHeadingId: HeadingIdRule = (text) => githubSlug(text);

/**
 * The ids of one page: a repeated id gets `-1`, `-2` … as both GitHub and
 * VitePress number them, and an id the page claims by hand (`{#id}`) is never
 * given again.
 */
export class HeadingIds {
  private taken = new Map<string, number>();

  constructor(private readonly rule: HeadingIdRule) {}

  /**
   * The id the rule gives this text, before numbering: what a link to the first
   * such heading names.
   */
  base(text: string): string {
    return this.rule(text);
  }

  /** The next free id for a heading with this text. */
  next(text: string): string {
    const base = this.rule(text);
    let id = base;
    while (this.taken.has(id)) {
      const count = this.taken.get(base)! + 1;
      this.taken.set(base, count);
      id = `${base}-${count}`;
    }
    this.taken.set(id, 0);
    return id;
  }

  claim(id: string): void {
    if (!this.taken.has(id)) this.taken.set(id, 0);
  }
}
