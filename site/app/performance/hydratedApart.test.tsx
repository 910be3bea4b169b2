// @vitest-environment jsdom
import { act, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { HydratedOnUse } from './hydratedApart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounts = 0;

/** A control that counts its mounts: React taking it over shows in `mounts`. */
function Counter({ label = 'Pressed' }: { label?: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count} times
    </button>
  );
}

const page = (label?: string) => (
  <main>
    <p>Around the part</p>
    <HydratedOnUse>
      <Counter label={label} />
    </HydratedOnUse>
  </main>
);

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  mounts = 0;
});

/** The page prerendered (with no document, as at build time), then hydrated in the browser. */
async function hydrated() {
  vi.stubGlobal('document', undefined);
  const html = renderToString(page());
  vi.unstubAllGlobals();
  mounts = 0;
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const target = container;
  await act(async () => {
    root = hydrateRoot(target, page());
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return target;
}

const button = (target: HTMLElement) => target.querySelector('button') as HTMLButtonElement;

describe('HydratedOnUse', () => {
  it('prerenders what it holds', async () => {
    const target = await hydrated();
    expect(button(target).textContent).toBe('Pressed 0 times');
  });

  it('leaves it to the HTML, with no work, until a person uses it', async () => {
    await hydrated();
    expect(mounts).toBe(0);
  });

  it('takes it over on the first press, a bare click() included, and the press counts', async () => {
    const target = await hydrated();
    await act(async () => {
      button(target).click();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(button(target).textContent).toBe('Pressed 1 times');
    await act(async () => {
      button(target).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(button(target).textContent).toBe('Pressed 2 times');
  });

  it('takes it over when focus arrives, ahead of any press', async () => {
    const target = await hydrated();
    await act(async () => {
      button(target).focus();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(mounts).toBeGreaterThan(0);
  });

  it('is taken over by a render from above that changes it (a navigation), which never waits for a person', async () => {
    const target = await hydrated();
    await act(async () => {
      // As React Router renders a move: in a transition, which would wait for a part still held.
      startTransition(() => {
        root?.render(page('Tapped'));
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(button(target).textContent).toBe('Tapped 0 times');
  });

  it('renders at once when the app renders it (a move from another page)', () => {
    container = document.createElement('div');
    document.body.append(container);
    const target = container;
    act(() => {
      root = createRoot(target);
      root.render(page());
    });
    expect(mounts).toBeGreaterThan(0);
    expect(button(target).textContent).toBe('Pressed 0 times');
  });
});
