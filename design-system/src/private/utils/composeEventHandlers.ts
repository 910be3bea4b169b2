interface ComposeOptions {
  /**
   * Whether the consumer's `preventDefault()` skips the component's handler. Turn it off where the
   * component's handler only keeps track of what happened (focus inside, the text's length), which
   * stays true whatever the consumer prevents. @default true
   */
  checkForDefaultPrevented?: boolean;
}

/**
 * One handler from a consumer's and a component's own, as Radix composes them: the consumer's runs
 * first, and the component's runs only if the consumer's did not call `event.preventDefault()`.
 * So a consumer can add to what a component does on an event, or opt out of it, without losing it.
 */
export function composeEventHandlers<Event extends { defaultPrevented: boolean }>(
  theirs: ((event: Event) => void) | undefined,
  ours: (event: Event) => void,
  { checkForDefaultPrevented = true }: ComposeOptions = {},
): (event: Event) => void {
  return (event) => {
    theirs?.(event);
    if (!checkForDefaultPrevented || !event.defaultPrevented) ours(event);
  };
}
