/**
 * The goals the company follows, as they are named in Plausible (README, "Measurement"), and how
 * the site reports one: `trackGoal('Contact sent', { interest })`.
 *
 * Parts that run at start-up report goals (Save on a piece's page, the contact form on /contact),
 * so this is all the measurement costs there: a goal is noted on `window.akomaGoals` with the
 * address it was reached at, and the sender, loaded once the page has hydrated (./events.ts),
 * sends what was noted and takes the list over. A build without an analytics endpoint notes nothing.
 */
export const goalNames = [
  'Contact sent',
  'Newsletter confirmed',
  'Sign-up',
  'ROI calculated',
  'Assessment finished',
  'Event registered',
  'Piece saved',
] as const;

export type Goal = (typeof goalNames)[number];

/** Properties that name choices (an industry, a tier), never what was typed. */
export type GoalProperties = Readonly<Record<string, string | number | boolean | undefined>>;

/** A goal as noted: its name, its properties and the address it was reached at. */
export type ReachedGoal = readonly [goal: Goal, properties: GoalProperties | undefined, url: string];

declare global {
  interface Window {
    /** Goals waiting for the sender, or the sender itself once it runs (it sends each one pushed). */
    akomaGoals?: { push(goal: ReachedGoal): unknown };
  }
}

/** Reports a goal reached. */
export function trackGoal(goal: Goal, properties?: GoalProperties): void {
  if (!import.meta.env.VITE_ANALYTICS_ENDPOINT || typeof window === 'undefined') return;
  window.akomaGoals ??= [] as ReachedGoal[];
  window.akomaGoals.push([goal, properties, location.href]);
}
