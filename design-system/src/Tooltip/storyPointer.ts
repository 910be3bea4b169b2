import { afterNextFrame } from '../afterNextFrame';

/** Where a pointer event happens, in the page and on the screen. */
interface PointerCoords {
  clientX: number;
  clientY: number;
  screenX: number;
  screenY: number;
}

/** The part of a play function's `userEvent` used here (user-event's `pointer`). */
interface PointerUser {
  pointer(actions: { target: Element; coords: PointerCoords }[]): Promise<unknown>;
}

/**
 * For stories only: moves the pointer onto an element and rests it there, as a person's mouse
 * does: once the page has painted, in at the element's top-left corner and on to its centre. Use
 * it instead of `userEvent.hover` to show a tooltip. The stories are tested on Storybook's
 * production build, where two things that Vitest's development run let pass would lose the hover:
 * - user-event's `hover` sends mouse events without coordinates, and Ariakit takes a `mousemove`
 *   that does not move for the page scrolling under a pointer at rest (`useIsMouseMoving` in
 *   @ariakit/react-utils); only with NODE_ENV=test does it count such a move;
 * - without act(), the effects of the story's render run after the frame is drawn, and until they
 *   have, Ariakit forgets a pointer that came in (its anchor resets its hover state as it
 *   subscribes to the tooltip's store).
 */
export async function movePointerOnto(user: PointerUser, element: Element) {
  await new Promise<void>((resolve) => afterNextFrame(resolve));
  const { left, top, width, height } = element.getBoundingClientRect();
  const at = (x: number, y: number): PointerCoords => ({
    clientX: x,
    clientY: y,
    screenX: window.screenX + x,
    screenY: window.screenY + y,
  });
  await user.pointer([
    { target: element, coords: at(left + 1, top + 1) },
    { target: element, coords: at(left + width / 2, top + height / 2) },
  ]);
}
