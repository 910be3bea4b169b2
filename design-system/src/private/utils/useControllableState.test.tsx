// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useControllableState } from './useControllableState';

declare global {
  // Tells React that updates here are wrapped in act(), as a test renderer would.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

type Hook = ReturnType<typeof useControllableState<string>>;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
});

/** Renders a component using the hook and returns a getter for what the hook returned last. */
function renderHook(options: Parameters<typeof useControllableState<string>>[0]) {
  let latest: Hook | undefined;
  function Probe(props: typeof options) {
    latest = useControllableState(props);
    return null;
  }
  act(() => root.render(<Probe {...options} />));
  return {
    current: () => {
      if (!latest) throw new Error('The hook has not rendered');
      return latest;
    },
    rerender: (next: typeof options) => act(() => root.render(<Probe {...next} />)),
  };
}

describe('useControllableState', () => {
  it('keeps its own value when the parent gives none, starting from the default', () => {
    const onChange = vi.fn();
    const hook = renderHook({ value: undefined, defaultValue: 'hybrid', onChange });
    expect(hook.current()[0]).toBe('hybrid');
    act(() => hook.current()[1]('burnout'));
    expect(hook.current()[0]).toBe('burnout');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('burnout');
  });

  it('calls a default that is a function once, for the first value', () => {
    const makeDefault = vi.fn(() => 'leadership');
    const hook = renderHook({ value: undefined, defaultValue: makeDefault });
    act(() => hook.current()[1]('culture'));
    expect(hook.current()[0]).toBe('culture');
    expect(makeDefault).toHaveBeenCalledOnce();
  });

  it("shows the parent's value and only reports a change, until the parent passes it back", () => {
    const onChange = vi.fn();
    const hook = renderHook({ value: 'hybrid', defaultValue: 'ignored', onChange });
    expect(hook.current()[0]).toBe('hybrid');
    act(() => hook.current()[1]('burnout'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('burnout');
    expect(hook.current()[0]).toBe('hybrid');
    hook.rerender({ value: 'burnout', defaultValue: 'ignored', onChange });
    expect(hook.current()[0]).toBe('burnout');
  });

  it('does nothing when set to the value it already has', () => {
    const onChange = vi.fn();
    const hook = renderHook({ value: undefined, defaultValue: 'hybrid', onChange });
    act(() => hook.current()[1]('hybrid'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a parent that keeps the value in its own state', () => {
    let latest: Hook | undefined;
    function Parent() {
      const [search, setSearch] = useState('');
      latest = useControllableState({ value: search, defaultValue: 'ignored', onChange: setSearch });
      return null;
    }
    act(() => root.render(<Parent />));
    act(() => latest?.[1]('wellbeing'));
    expect(latest?.[0]).toBe('wellbeing');
  });
});
