import type { Page } from '@playwright/test';

/**
 * Waits until everything the screenshot shows has arrived: every image (lazy ones are switched to
 * eager, as a full-page capture never scrolls them into view) and every web font in use.
 */
export async function waitForImagesAndFonts(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    // decode() settles once the image is loaded and ready to paint; a broken image shows as broken.
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    // A page lets its web fonts in the frame after its first paint (data-web-fonts on <html>):
    // wait for that, and for the next frame, in which the fonts it needs are requested. Under the
    // data saver (data-save-data) they never come: the local faces are what is shown.
    await new Promise<void>((resolve) => {
      const root = document.documentElement;
      const ready = () => {
        if (root.hasAttribute('data-web-fonts') || root.hasAttribute('data-save-data')) requestAnimationFrame(() => resolve());
        else requestAnimationFrame(ready);
      };
      ready();
    });
    await document.fonts.ready;
  });
}

/**
 * Waits until nothing on the page moves: no change to the DOM (a script-driven animation, such as
 * a carousel gliding to its slide, rewrites a style every frame) for `quietFor` ms spanning several
 * animation frames. Playwright's own check (two identical screenshots in a row) can be fooled by
 * two captures taken between the same two frames of such an animation.
 *
 * Counted in animation frames rather than timers: a busy machine that delays frames delays the
 * verdict with them, and the story freezer's timer rules do not apply.
 */
export async function waitForStillness(page: Page, { quietFor = 200, frames = 5, timeout = 5000 } = {}) {
  await page.evaluate(
    ({ quietFor, frames, timeout }) =>
      new Promise<void>((resolve) => {
        const start = performance.now();
        let lastChange = start;
        let framesSinceChange = 0;
        const observer = new MutationObserver(() => {
          lastChange = performance.now();
          framesSinceChange = 0;
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const check = (now: number) => {
          framesSinceChange += 1;
          const still = now - lastChange >= quietFor && framesSinceChange >= frames;
          if (still || now - start >= timeout) {
            observer.disconnect();
            resolve();
          } else {
            requestAnimationFrame(check);
          }
        };
        requestAnimationFrame(check);
      }),
    { quietFor, frames, timeout },
  );
}
