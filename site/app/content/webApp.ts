import { brand } from './brand.ts';
import { resolveLink } from './linkTargets.ts';

/**
 * The installed app: the web app manifest's words and shortcuts, and the install, update and
 * offline banners' messages. The shortcuts (/tools/roi-calculator, /tools/assessment, /insights)
 * are written through `resolveLink()`, so they never open the not-found page.
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
