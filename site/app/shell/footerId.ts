/** The footer's id: where its deferred code starts (Shell.tsx). */
export const footerId = 'site-footer';
