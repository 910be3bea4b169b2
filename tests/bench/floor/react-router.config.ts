/**
 * The floor: the least a React Router app prerendered like the site can ship. `npm run bench`
 * measures it next to the site, and the site's timings and start-up JavaScript are budgeted as
 * ratios of the floor's (tests/bench/budgets.ts), so a slow machine or a framework update moves
 * both sides alike. Keep it bare: no design system, no Tailwind, nothing the framework doesn't need.
 */
import type { Config } from '@react-router/dev/config';

export default {
  ssr: false,
  prerender: ['/', '/about'],
  // The site's future flags, so the floor runs the same framework code the site does.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
