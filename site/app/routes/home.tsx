import { HeroSection } from '../pages/home/HeroSection';
import { deferredPart } from '../performance/deferred';
import { homeMeta } from '../seo/headTags';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = homeMeta;

/**
 * Everything after the hero: prerendered with the rest of the page, its code fetched once the
 * visitor starts using the page (see performance/deferred.tsx), so the first load carries the
 * hero's code only.
 */
const BelowTheFold = deferredPart({ name: 'home-below-the-fold', load: () => import('../pages/home/BelowTheFold'), until: 'use' });

/** Runs at build time only; it exists so that the client loader below runs on navigations, not on the first load. */
export function loader() {
  return null;
}

/**
 * On a navigation from another page, the home page waits for the code of its lower sections and
 * appears whole, its sections in place for a link to one of them (/#roi-calculator). On the first
 * load React Router does not run it: the prerendered page is already whole.
 */
export async function clientLoader() {
  await BelowTheFold.preload();
  return null;
}

/** The home page, section by section (the order is in docs/product-rules.md, "Home page"). */
export default function Home() {
  return (
    <>
      <HeroSection />
      <BelowTheFold />
    </>
  );
}
