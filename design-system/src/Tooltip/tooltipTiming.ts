/**
 * How long the pointer must rest on a control before its tooltip shows, and how soon after one
 * tooltip hides another shows at once when the pointer moves to a neighbouring control.
 */
export const tooltipTiming = { showDelay: 700, skipDelay: 300 } as const;
