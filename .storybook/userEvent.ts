import { uninstrumentedUserEvent } from 'storybook/test';

/**
 * Stands in for @testing-library/user-event in Storybook's builds (see `viteFinal` in main.ts), so
 * the virtual screen reader (@guidepup/virtual-screen-reader, which drives the page with
 * user-event) uses the copy inside storybook/test that play functions use.
 *
 * Each copy of user-event prepares the page for typing once (an interceptor on the value of each
 * field it meets) and never undoes it. With two copies, after a story has started the screen reader
 * a play function's typing no longer reaches React's onChange: the field fills up while the
 * component sees nothing. The visual suite plays story after story in one page, where a TextArea
 * typed into after a screen-reader story kept saying "0 / 40 characters".
 */
export const userEvent = uninstrumentedUserEvent;
