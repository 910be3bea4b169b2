// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AfterFirstFrame } from './AfterFirstFrame';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Home() {
  return (
    <>
      <h1>Home</h1>
      <Link to="/about">About</Link>
      <Link to="/about#team">Our team</Link>
    </>
  );
}

function About() {
  return (
    <>
      <h1>About</h1>
      <AfterFirstFrame>
        <h2 id="team">Our team</h2>
      </AfterFirstFrame>
    </>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.useRealTimers();
});

function renderApp(initialEntries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Home /> },
      { path: '/about', element: <About /> },
    ],
    { initialEntries },
  );
  container = document.createElement('div');
  document.body.append(container);
  const rendered = createRoot(container);
  root = rendered;
  act(() => rendered.render(<RouterProvider router={router} />));
  return router;
}

const heading = (level: 1 | 2) => container?.querySelector(`h${String(level)}`)?.textContent;

/** Runs what the next frame would: its animation-frame callbacks, then the task queued from them. */
async function nextFrame() {
  vi.advanceTimersToNextFrame();
  await act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });
}

describe('AfterFirstFrame', () => {
  it('renders the rest of a page only after the frame that shows its heading, on a move from another page', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const router = renderApp(['/']);
    await act(async () => {
      await router.navigate('/about');
    });
    expect(heading(1)).toBe('About');
    expect(heading(2)).toBeUndefined();
    await nextFrame();
    expect(heading(2)).toBe('Our team');
  });

  it('renders the whole page at once when the address names a place in it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const router = renderApp(['/']);
    await act(async () => {
      await router.navigate('/about#team');
    });
    expect(heading(2)).toBe('Our team');
  });

  it('renders the whole page at once on a move back, so the browser can restore where the visitor was', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const router = renderApp(['/about', '/']);
    await act(async () => {
      await router.navigate(-1);
    });
    expect(heading(1)).toBe('About');
    expect(heading(2)).toBe('Our team');
  });
});
