import { useSyncExternalStore } from 'react';

import { prefersLighterHero, subscribeToLighterHero } from './lighterHero';

const subscribeToConnection = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-connection'] });
  return () => {
    observer.disconnect();
  };
};

/** Whether this visitor is on a slow connection (images then load lazily). */
export function useSlowConnection(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => document.documentElement.dataset.connection === 'slow',
    () => false,
  );
}

/** Whether the hero should switch to its lighter image (slow largest contentful paint). */
export function useLighterHero(): boolean {
  return useSyncExternalStore(subscribeToLighterHero, prefersLighterHero, () => false);
}
