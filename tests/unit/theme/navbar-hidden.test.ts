import { describe, expect, it } from 'vitest';
import { nextNavbarHidden } from '../../../runtime/theme/hooks.ts';

/** The navbar's state after the reader scrolls through `positions`, starting at the top. */
function after(positions: number[]) {
  return positions.reduce((state, y) => nextNavbarHidden(state, y), { hidden: false, anchor: 0 });
}

describe('the phone navbar while scrolling', () => {
  it('hides once the reader is more than 200 px below where it last showed', () => {
    expect(after([100, 200]).hidden).toBe(false);
    expect(after([100, 201]).hidden).toBe(true);
    // shown again at 500 on the way up: it hides 200 px below that
    expect(after([900, 500, 700]).hidden).toBe(false);
    expect(after([900, 500, 701]).hidden).toBe(true);
  });

  it('comes back on any scroll up, however far down it hid', () => {
    // hidden at 1,300, a little further down, then 50 px back up: above the point where it hid is not needed
    expect(after([400, 1300, 1400]).hidden).toBe(true);
    expect(after([400, 1300, 1400, 1350]).hidden).toBe(false);
    expect(after([400, 1300, 1400, 1399]).hidden).toBe(false);
  });

  it('is always shown within 58 px of the top', () => {
    expect(after([400, 57]).hidden).toBe(false);
    expect(after([1000, 1300, 1400, 1399, 1700]).hidden).toBe(true);
  });
});
