import { describe, expect, it } from 'vitest';

import { composeEventHandlers } from './composeEventHandlers';

/** Just what the helper reads of an event: whether `preventDefault()` was called. */
function fakeEvent() {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}
type FakeEvent = ReturnType<typeof fakeEvent>;

describe('composeEventHandlers', () => {
  it("runs the consumer's handler first, then the component's", () => {
    const calls: string[] = [];
    const handle = composeEventHandlers<FakeEvent>(
      () => calls.push('consumer'),
      () => calls.push('component'),
    );
    handle(fakeEvent());
    expect(calls).toEqual(['consumer', 'component']);
  });

  it("skips the component's handler when the consumer's prevents the default", () => {
    const calls: string[] = [];
    const handle = composeEventHandlers<FakeEvent>(
      (event) => {
        calls.push('consumer');
        event.preventDefault();
      },
      () => calls.push('component'),
    );
    handle(fakeEvent());
    expect(calls).toEqual(['consumer']);
  });

  it("runs the component's handler anyway when told not to check for a prevented default", () => {
    const calls: string[] = [];
    const handle = composeEventHandlers<FakeEvent>(
      (event) => {
        calls.push('consumer');
        event.preventDefault();
      },
      () => calls.push('component'),
      { checkForDefaultPrevented: false },
    );
    handle(fakeEvent());
    expect(calls).toEqual(['consumer', 'component']);
  });

  it("runs the component's handler alone when the consumer gave none", () => {
    const calls: string[] = [];
    const handle = composeEventHandlers<FakeEvent>(undefined, () => calls.push('component'));
    handle(fakeEvent());
    expect(calls).toEqual(['component']);
  });

  it('hands both handlers the same event', () => {
    const seen: FakeEvent[] = [];
    const event = fakeEvent();
    composeEventHandlers<FakeEvent>(
      (received) => seen.push(received),
      (received) => seen.push(received),
    )(event);
    expect(seen).toEqual([event, event]);
  });
});
