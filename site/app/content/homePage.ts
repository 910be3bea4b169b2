import { brand } from './brand';
import type { PageEntry } from './pages';

// Apart from the other pages' entries (pages.ts), so the home page's start-up code carries its own
// metadata only, not every page's.

/** The home defaults: its title reads tagline | product | slogan. */
export const homePage: PageEntry = {
  path: '/',
  screen: 'home',
  title: `${brand.tagline} | ${brand.name} | ${brand.slogan}`,
  description:
    'Akoma helps African organisations build capability, fuel wellbeing and drive performance: workplace transformation with measurable results for 250+ organisations in 15 African markets.',
  keywords: [
    'workplace transformation Africa',
    'HR consulting Nigeria',
    'employee wellbeing',
    'leadership development',
    'organisational performance',
  ],
  heading: 'Transforming African workplaces',
  name: 'Home',
};
