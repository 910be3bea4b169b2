import type { Page } from '@playwright/test';

/** What a sighted keyboard user sees of the element that has focus. */
export interface FocusReport {
  /** A readable name for the focused element, with its position on the page so repeats are told apart. */
  id: string;
  /** What is wrong with its focus indicator; empty when it is clearly visible. */
  problems: string[];
}

/**
 * Waits for any (smooth) scrolling that focusing caused, then checks the focused element's focus
 * indicator: an outline of at least 2 px (box-shadows vanish in forced-colours mode, so the outline
 * is what counts), not clipped by a scrolling or overflow-hidden ancestor (WCAG 2.4.7) and not under
 * the sticky header (2.4.11). A visually hidden input (a chip's or card's radio) shows its focus on
 * the label around it, so that is where the ring is looked for. Answers null when nothing has focus.
 */
export function inspectFocus(page: Page): Promise<FocusReport | null> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      let lastY = Number.NaN;
      let steadyFrames = 0;
      const tick = () => {
        steadyFrames = window.scrollY === lastY ? steadyFrames + 1 : 0;
        lastY = window.scrollY;
        if (steadyFrames >= 2) resolve();
        else requestAnimationFrame(tick);
      };
      tick();
    });

    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const field = focused instanceof HTMLInputElement || focused instanceof HTMLSelectElement || focused instanceof HTMLTextAreaElement;
    const label = (focused.getAttribute('aria-label') ?? (field ? focused.labels?.[0]?.textContent : null) ?? focused.textContent).trim();
    const id = `${focused.tagName.toLowerCase()} "${label.slice(0, 50)}" at ${String(Math.round(box.top + window.scrollY))}`;

    const visuallyHidden = box.width <= 1 || box.height <= 1;
    const indicator = visuallyHidden ? focused.closest('label') : focused;
    if (!indicator) return { id, problems: ['is visually hidden and has no label to show its focus'] };

    const problems: string[] = [];
    const style = getComputedStyle(indicator);
    const ringWidth = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
    if (ringWidth < 2) problems.push(`has no focus outline (outline: ${style.outlineStyle} ${style.outlineWidth})`);

    // The ring's outer edge; a negative offset draws it inside the element.
    const reach = Math.max(0, ringWidth + Number.parseFloat(style.outlineOffset || '0'));
    const ring = indicator.getBoundingClientRect();
    const edges = { left: ring.left - reach, right: ring.right + reach, top: ring.top - reach, bottom: ring.bottom + reach };
    for (let ancestor = indicator.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const clip = getComputedStyle(ancestor);
      const clipsX = clip.overflowX !== 'visible';
      const clipsY = clip.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const outer = ancestor.getBoundingClientRect();
      const left = outer.left + ancestor.clientLeft;
      const top = outer.top + ancestor.clientTop;
      const cutX = clipsX && (edges.left < left - 1 || edges.right > left + ancestor.clientWidth + 1);
      const cutY = clipsY && (edges.top < top - 1 || edges.bottom > top + ancestor.clientHeight + 1);
      if (cutX || cutY) {
        problems.push(
          `has its focus ring cut off by a ${ancestor.tagName.toLowerCase()} with overflow ${clip.overflowX}/${clip.overflowY}`,
        );
        break;
      }
    }

    const header = document.querySelector('header');
    if (header && !header.contains(indicator)) {
      const headerBottom = header.getBoundingClientRect().bottom;
      const probeX = Math.min(Math.max(ring.left + ring.width / 2, 0), window.innerWidth - 1);
      const probeY = Math.min(Math.max(ring.top + 1, 0), window.innerHeight - 1);
      const onTop = document.elementFromPoint(probeX, probeY);
      if (ring.top < headerBottom - 1 && onTop !== null && header.contains(onTop)) problems.push('is under the sticky header');
    }
    if (ring.bottom <= 0 || ring.top >= window.innerHeight) problems.push('is outside the window');
    return { id, problems };
  });
}

/**
 * Presses a key (Tab or Shift+Tab) until focus comes back round or leaves the page, inspecting every
 * stop; returns how many stops there were and what was wrong at each.
 */
export async function walkFocus(page: Page, key: 'Tab' | 'Shift+Tab', limit = 300) {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(key);
    const report = await inspectFocus(page);
    if (!report || seen.has(report.id)) break;
    seen.add(report.id);
    problems.push(...report.problems.map((problem) => `${report.id} ${problem}`));
  }
  return { stops: seen.size, problems };
}
