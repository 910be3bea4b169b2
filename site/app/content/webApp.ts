import { brand } from './brand.ts';
import { resolveLink } from './linkTargets.ts';

/**
 * The installed app (SPEC sections 4 and 9): the web app manifest's words and shortcuts, and the
 * banners' messages. The shortcuts use the addresses the installed-app shortcuts of SPEC section 2
 * resolve to, so they never open the not-found page.
 */
export const webApp = {
  name: `${brand.name}: Workplace Transformation`,
  shortName: brand.name,
  description: 'Capability, wellbeing and performance for African organisations: insights, tools and IndyCircle.',
  shortcuts: [
    {
      name: 'ROI calculator',
      shortName: 'ROI',
      url: resolveLink('/tools/roi-calculator'),
      description: 'Estimate the return on a people programme',
    },
    {
      name: 'Readiness assessment',
      shortName: 'Assessment',
      url: resolveLink('/tools/assessment'),
      description: 'Three questions, a score and next steps',
    },
    { name: 'Insights', shortName: 'Insights', url: '/insights', description: 'Research and thought leadership' },
  ],
  banners: {
    offline: "You're currently offline. Some features may not be available.",
    update: { title: 'Update Available', description: `A new version of ${brand.name} is ready`, accept: 'Update', dismiss: 'Later' },
    install: {
      title: `Install ${brand.name}`,
      description: 'Add the app to your device for quick access to insights and tools, even offline.',
      accept: 'Install',
      dismiss: 'Not now',
    },
  },
} as const;
