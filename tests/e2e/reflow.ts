import { expect, type Page } from '@playwright/test';

/** Resizes the window and lets the page respond (media-query listeners, the re-render they cause) before it is checked. */
export async function resize(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Fails if the page scrolls sideways or an element hides part of its text behind overflow
 * (hidden/clip, or an ellipsis). Carousel viewports clip their off-screen slides on purpose, and
 * visually hidden text is meant to be clipped: neither counts.
 */
export async function expectReflow(page: Page, context: string) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll (px) ${context}`).toBeLessThanOrEqual(0);
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (element.clientWidth <= 1 || element.clientHeight <= 1 || !element.textContent.trim()) return false;
        // A slide is a group with its own role description, in the page's language ("slide", "diapositive").
        if (element.querySelector('[role="group"][aria-roledescription]')) return false;
        const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        const clipsY = ['hidden', 'clip'].includes(style.overflowY);
        return (clipsX && element.scrollWidth > element.clientWidth + 1) || (clipsY && element.scrollHeight > element.clientHeight + 1);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 60)}"`),
  );
  expect(clipped, `text cut off ${context}`).toEqual([]);
}
