/**
 * Runs `callback` in a task just after the next frame is drawn; returns what cancels it.
 *
 * Work that makes the browser measure or restyle the page (a carousel measuring its slides, the web
 * fonts coming in, the rest of a page rendering) costs least there: the frame has just laid the page
 * out, and the visitor sees that frame before the work starts. A requestAnimationFrame callback runs
 * before the frame is drawn, and a task queued from it after.
 *
 * A hidden page draws no frames (and runs no animation-frame callbacks): there, the task is queued
 * at once.
 */
export function afterNextFrame(callback: () => void): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden') {
    timeout = setTimeout(callback, 0);
    return () => clearTimeout(timeout);
  }
  const frame = requestAnimationFrame(() => {
    timeout = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
}
