import { describe, expect, it } from 'vitest';
import { spotClearOf, type Box } from './toast-placement';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });

describe('spotClearOf', () => {
  // A phone's stack at the screen's bottom, full width, 110 px high.
  const SCREEN = 844;
  const stack = box(0, SCREEN - 110, 390, 110);

  it('leaves the stack where it is when it covers nothing marked (beside it, above it, or off screen below)', () => {
    expect(spotClearOf(stack, [], SCREEN)).toBeNull();
    expect(spotClearOf(stack, [box(0, 300, 390, 40), box(0, SCREEN + 20, 390, 40)], SCREEN)).toBeNull();
    expect(spotClearOf(box(900, 690, 380, 110), [box(145, 740, 280, 20)], 800)).toBeNull();
  });

  it('moves the stack just above the heading it would cover: its bottom edge on the heading top', () => {
    expect(spotClearOf(stack, [box(90, 830, 210, 28)], SCREEN)).toEqual({ bottom: SCREEN - 830 });
  });

  it("reads a DOMRect's sides, which are getters of its prototype", () => {
    class Rect {
      constructor(private readonly sides: Box) {}
      get top() { return this.sides.top; }
      get right() { return this.sides.right; }
      get bottom() { return this.sides.bottom; }
      get left() { return this.sides.left; }
    }
    const heading = new Rect(box(90, 800, 210, 28));
    const retry = new Rect(box(150, 700, 90, 42));
    expect(spotClearOf(new Rect(stack), [heading, retry], SCREEN)).toEqual({ bottom: SCREEN - 700 });
  });

  it('steps over a marked line it then meets (a description above the heading)', () => {
    const heading = box(90, 800, 210, 28);
    const description = box(40, 740, 310, 40);
    expect(spotClearOf(stack, [heading, description], SCREEN)).toEqual({ bottom: SCREEN - 740 });
  });

  it('goes below what it covers when above would leave the screen, and stays when neither fits', () => {
    const nearTop = box(0, 60, 390, 80);
    const atTop = box(0, 0, 110, 110);
    expect(spotClearOf(atTop, [nearTop], SCREEN)).toEqual({ top: 140 });
    expect(spotClearOf(stack, [box(0, 50, 390, SCREEN - 100)], SCREEN)).toBeNull();
  });
});
