// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { ErrorBoundary } from './root';

// React's act() needs to be told it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no layout: the shell's media queries and header measuring get inert stand-ins.
window.matchMedia = (query: string) =>
  ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

let container: HTMLDivElement | undefined;
let root: ReturnType<typeof createRoot> | undefined;

async function renderAt(path: string, routes: Parameters<typeof createRoutesStub>[0]) {
  const Stub = createRoutesStub(routes);
  container = document.createElement('div');
  document.body.append(container);
  const created = createRoot(container);
  root = created;
  await act(async () => {
    created.render(<Stub initialEntries={[path]} />);
    await Promise.resolve();
  });
  return container;
}

// Unmounted before the next test (and before the environment is torn down): the shell's deferred
// parts load their code lazily, and a render still pending then would run without a window. Their
// code is awaited first, inside act: on a busy machine it could otherwise arrive during the
// environment's teardown, and React's notice of it fail the run.
afterEach(async () => {
  await act(async () => {
    await Promise.all([import('./shell/Footer'), import('./shell/LanguageSuggestion'), import('./pwa/AppBanners')]);
  });
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

describe('the route error screen', () => {
  it('shows the status and text of a failed response', async () => {
    const page = await renderAt('/reports', [
      {
        path: '/reports',
        Component: () => null,
        ErrorBoundary,
        loader: () => {
          throw new Response('down for maintenance', { status: 503, statusText: 'Service Unavailable' });
        },
      },
    ]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(page.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(page.textContent).toContain('503 Service Unavailable');
  });

  it('shows the message of an error thrown while rendering', async () => {
    const original = console.error;
    console.error = () => undefined; // React reports the caught error; the screen is what matters here.
    try {
      const page = await renderAt('/broken', [
        {
          path: '/broken',
          Component: () => {
            throw new Error('The insights could not be loaded.');
          },
          ErrorBoundary,
        },
      ]);
      expect(page.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
      expect(page.textContent).toContain('The insights could not be loaded.');
    } finally {
      console.error = original;
    }
  });
});
