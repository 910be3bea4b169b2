/**
 * Whether the hero shows its lighter first picture: switched on by the performance monitoring
 * (./monitoring.ts) when this visit's largest contentful paint was slow. Kept apart from the
 * monitoring so the hero reads it at start-up while the monitoring's code loads later.
 */
const listeners = new Set<() => void>();
let lighterHero = false;

/** Whether the hero should use its lighter image because this visit's LCP was slow. */
export function prefersLighterHero(): boolean {
  return lighterHero;
}

export function subscribeToLighterHero(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function switchToLighterHero() {
  if (lighterHero) return;
  lighterHero = true;
  for (const listener of listeners) listener();
}
