import { brand } from './brand';
import { homePage } from './homePage';

export { homePage };

/**
 * Every page of the site: its path, which screen shows it, and its metadata (title, description,
 * keywords, heading). Routes, prerendering, the sitemap and the navigation all read this list, so
 * a page exists in one place.
 */

export const screens = [
  'home',
  'about',
  'solutions',
  'akoma360',
  'signatureProducts',
  'insights',
  'impact',
  'careers',
  'contact',
  'partners',
  'askIndy',
  'privacy',
  'terms',
  'cookies',
  'esgInclusion',
  'auth',
  'newsletter',
  'circle',
  'account',
  'newPassword',
] as const;
export type Screen = (typeof screens)[number];

export interface PageEntry {
  path: string;
  screen: Screen;
  /** The `<title>`. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** The screen's main heading (its `<h1>`). */
  heading: string;
  /** Its name in breadcrumbs and the sitemap. */
  name: string;
  /**
   * False for a page only a member or an e-mailed link opens (the account page, setting a new
   * password): it is kept out of the sitemap and out of search results. @default true
   */
  indexed?: boolean;
}

const slogan = 'Transforming African Workplaces';
export const titled = (name: string) => `${name} | ${brand.name} | ${slogan}`;

/** The screens with their own metadata entry, by screen. */
const screenPages: Record<Exclude<Screen, 'home'>, Omit<PageEntry, 'screen'>> = {
  about: {
    path: '/about',
    title: titled('About Us'),
    description:
      'Our story, vision and values: Akoma is a Lagos-based consultancy helping African organisations grow capability, wellbeing and performance together.',
    keywords: ['about Akoma', 'African consultancy', 'workplace culture', 'TriSphere framework'],
    heading: 'Built in Africa, for the way Africa works',
    name: 'About',
  },
  solutions: {
    path: '/solutions',
    title: titled('Solutions'),
    description:
      'The TriSphere of solutions: capability development, wellbeing and culture, and organisational performance and execution, each with the proof behind it.',
    keywords: ['capability development', 'wellbeing programmes', 'performance management', 'TriSphere', 'OHI Africa'],
    heading: 'Solutions that move people and performance together',
    name: 'Solutions',
  },
  akoma360: {
    path: '/solutions/akoma360',
    title: titled(`${brand.flagship}: Organisation-wide Transformation`),
    description: `${brand.flagship} brings capability, wellbeing and performance together in one organisation-wide transformation programme for African organisations.`,
    keywords: [brand.flagship, 'organisation-wide transformation', 'change management Africa'],
    heading: `${brand.flagship}: transformation across the whole organisation`,
    name: brand.flagship,
  },
  signatureProducts: {
    path: '/signature-products',
    title: titled('Signature Products'),
    description:
      'TWU for learning, WellPaddy for wellness, WorkforceOS for the employee experience, IndyOps for execution and Ask Indy, our AI workplace assistant.',
    keywords: ['TWU learning platform', 'WellPaddy', 'WorkforceOS', 'IndyOps', 'Ask Indy'],
    heading: 'Signature products for the African workplace',
    name: 'Signature Products',
  },
  insights: {
    path: '/insights',
    title: titled('Insights'),
    description: 'Research, thought leadership and case studies on capability, wellbeing and performance in African organisations.',
    keywords: ['workplace research Africa', 'HR insights', 'future of work Africa', 'case studies'],
    heading: 'Insights',
    name: 'Insights',
  },
  impact: {
    path: '/impact',
    title: titled('Impact'),
    description:
      'Measurable impact: client stories from fintech, food and agriculture, with the figures behind them: 10+ organisations, 5+ African markets and $47M value created.',
    keywords: ['client results', 'case studies Africa', 'transformation impact', 'ROI'],
    heading: 'Measurable Impact',
    name: 'Impact',
  },
  careers: {
    path: '/careers',
    title: titled('Careers'),
    description: 'Join a team transforming workplaces across Africa: why people join Akoma, who thrives here, open roles and how we hire.',
    keywords: ['Akoma careers', 'consulting jobs Lagos', 'HR jobs Africa'],
    heading: 'Do the best work of your career, for Africa',
    name: 'Careers',
  },
  contact: {
    path: '/contact',
    title: titled('Contact'),
    description: "Talk to Akoma about capability, wellbeing or performance. We'll get back to you within 24 hours.",
    keywords: ['contact Akoma', 'book a consultation', 'Lagos office'],
    heading: "Let's transform your workplace together",
    name: 'Contact',
  },
  partners: {
    path: '/partners',
    title: titled('Partners and Events'),
    description: 'Partner with Akoma, universities, governments, NGOs and tech firms, and join our flagship events and experiences.',
    keywords: ['partnerships', 'events Africa', 'HR conference Lagos'],
    heading: 'Partners and events',
    name: 'Partners',
  },
  askIndy: {
    path: '/ask-indy',
    title: titled(`${brand.assistant}: AI Workplace Assistant`),
    description: `${brand.assistant} helps you think through a workplace challenge in capability, wellbeing or performance, anonymously, then connects you with our team.`,
    keywords: [brand.assistant, 'AI workplace assistant', 'HR assistant'],
    heading: `${brand.assistant}, your workplace assistant`,
    name: brand.assistant,
  },
  privacy: {
    path: '/privacy',
    title: titled('Privacy Policy'),
    description: 'How Akoma collects, uses and protects personal information.',
    keywords: ['privacy policy', 'data protection', 'NDPR'],
    heading: 'Privacy Policy',
    name: 'Privacy Policy',
  },
  terms: {
    path: '/terms',
    title: titled('Terms of Service'),
    description: "The terms that apply when you use Akoma's website and services.",
    keywords: ['terms of service', 'terms and conditions'],
    heading: 'Terms of Service',
    name: 'Terms of Service',
  },
  cookies: {
    path: '/cookies',
    title: titled('Cookie Policy'),
    description: 'Which cookies this site uses, why, for how long, and how to control them.',
    keywords: ['cookie policy', 'cookies'],
    heading: 'Cookie Policy',
    name: 'Cookie Policy',
  },
  esgInclusion: {
    path: '/esg-inclusion',
    title: titled('Ethics and Inclusion Policy'),
    description: 'Our commitments on non-discrimination, an Afrocentric lens, ethical leadership and reporting misconduct.',
    keywords: ['ethics policy', 'inclusion', 'ESG', 'non-discrimination'],
    heading: 'Ethics and Inclusion Policy',
    name: 'Ethics and Inclusion',
  },
  auth: {
    path: '/auth',
    title: titled(`Sign in to ${brand.memberArea}`),
    description: `Sign in or create your free ${brand.memberArea} account to save content and track your tools and assessments.`,
    keywords: [brand.memberArea, 'sign in', 'create account'],
    heading: `Welcome to ${brand.memberArea}`,
    name: 'Sign in',
  },
  circle: {
    path: '/circle',
    title: titled(`${brand.memberArea}: Your Member Area`),
    description: `${brand.memberArea}, Akoma's free member area: your saved insights and reports, ROI estimates, assessment progress, recommendations and events, on every device.`,
    keywords: [brand.memberArea, 'saved articles', 'member area', 'HR research library'],
    heading: brand.memberArea,
    name: brand.memberArea,
  },
  account: {
    path: '/circle/account',
    title: titled(`Your ${brand.memberArea} Account`),
    description: `Manage your ${brand.memberArea} account: change your name, e-mail address or password, sign out of every device, download your data or delete the account.`,
    keywords: [brand.memberArea, 'account settings', 'download my data', 'delete account'],
    heading: 'Your account',
    name: 'Account',
    indexed: false,
  },
  newPassword: {
    path: '/auth/new-password',
    title: titled('Set a New Password'),
    description: `Set a new password for your ${brand.memberArea} account from the reset link we e-mailed you.`,
    keywords: [brand.memberArea, 'reset password', 'forgot password'],
    heading: 'Set a new password',
    name: 'New password',
    indexed: false,
  },
  newsletter: {
    path: '/newsletter',
    title: titled('The Workroom Newsletter'),
    description:
      'The Workroom is our free monthly newsletter for people leaders across Africa: new research, practical ideas and event news. Sign up, confirm, or unsubscribe here.',
    keywords: ['The Workroom', 'HR newsletter Africa', 'people leaders newsletter', 'workplace research'],
    heading: 'The Workroom newsletter',
    name: 'The Workroom',
  },
};

/** Sub-routes the site links to, each shown by its parent screen with that part first. */
const subPages: readonly { parent: 'solutions' | 'signatureProducts' | 'impact' | 'insights'; slug: string; name: string }[] = [
  { parent: 'solutions', slug: 'capability', name: 'Build Capability' },
  { parent: 'solutions', slug: 'wellbeing', name: 'Fuel Wellbeing' },
  { parent: 'solutions', slug: 'performance', name: 'Drive Performance' },
  { parent: 'solutions', slug: 'ask-indy', name: brand.assistant },
  { parent: 'solutions', slug: 'workforceos', name: 'WorkforceOS' },
  { parent: 'solutions', slug: 'wellpaddy', name: 'WellPaddy' },
  { parent: 'solutions', slug: 'twu', name: 'TWU' },
  { parent: 'signatureProducts', slug: 'twu', name: 'TWU' },
  { parent: 'signatureProducts', slug: 'wellpaddy', name: 'WellPaddy' },
  { parent: 'signatureProducts', slug: 'indyops', name: 'IndyOps' },
  { parent: 'signatureProducts', slug: 'workforceos', name: 'WorkforceOS' },
  { parent: 'impact', slug: 'case-studies', name: 'Case Studies' },
  { parent: 'impact', slug: 'metrics', name: 'Impact Metrics' },
  { parent: 'impact', slug: 'testimonials', name: 'Testimonials' },
  { parent: 'impact', slug: 'industry', name: 'Impact by Industry' },
  { parent: 'impact', slug: 'stories', name: 'Success Stories' },
  { parent: 'insights', slug: 'blog', name: 'Blog' },
  { parent: 'insights', slug: 'podcast', name: 'Podcast' },
  { parent: 'insights', slug: 'events', name: 'Events' },
  { parent: 'insights', slug: 'webinars', name: 'Webinars' },
  { parent: 'insights', slug: 'reports', name: 'Research Reports' },
  { parent: 'insights', slug: 'briefs', name: 'Briefs' },
  { parent: 'insights', slug: 'articles', name: 'Articles' },
  { parent: 'insights', slug: 'live', name: 'Live Sessions' },
  { parent: 'insights', slug: 'quarterly', name: 'Quarterly Review' },
  { parent: 'insights', slug: 'toolkits', name: 'Toolkits' },
  { parent: 'insights', slug: 'workroom', name: 'The Workroom' },
  { parent: 'insights', slug: 'newsletter', name: 'Newsletter' },
  { parent: 'insights', slug: 'downloads', name: 'Downloads' },
  // The insights categories, one page each (every category of the insights library; see insightTopics).
  { parent: 'insights', slug: 'capability', name: 'Capability' },
  { parent: 'insights', slug: 'wellbeing', name: 'Wellbeing' },
  { parent: 'insights', slug: 'performance', name: 'Performance' },
  { parent: 'insights', slug: 'african-business', name: 'African Business' },
];

export const pages: readonly PageEntry[] = [
  homePage,
  ...(Object.entries(screenPages) as [Exclude<Screen, 'home'>, Omit<PageEntry, 'screen'>][]).map(([screen, entry]) => ({
    ...entry,
    screen,
  })),
  ...subPages.map(({ parent, slug, name }) => {
    const parentPage = screenPages[parent];
    return {
      ...parentPage,
      screen: parent,
      path: `${parentPage.path}/${slug}`,
      title: titled(`${name} | ${parentPage.name}`),
      name,
    };
  }),
];

const byPath = new Map(pages.map((page) => [page.path, page]));

/** The page at a path, if the site has one. */
export function findPage(path: string): PageEntry | undefined {
  return byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/** The sub-route slugs a screen accepts (for /solutions/:slug and the like). */
export function subRouteSlugs(screen: Screen): string[] {
  return pages
    .filter((page) => page.screen === screen && page.path !== screenPages[screen as Exclude<Screen, 'home'>].path)
    .map((page) => page.path.split('/').pop() ?? '');
}

/**
 * The screens that answer any address below them: /solutions/<anything> shows the solutions
 * screen, so an old or mistyped link still lands somewhere useful. Their known sub-routes keep
 * their own presets; any other address is the screen itself, marked noindex with its canonical
 * pointing to the screen (seo/meta.ts).
 */
export const anySlugScreens = ['solutions', 'signatureProducts', 'insights', 'impact'] as const satisfies readonly Screen[];

/** The address the build prerenders each any-slug screen at for unknown addresses below it (the static host's rewrite target). */
export const unknownSlug = '_unknown';

/** The any-slug screen whose section holds a path the site has no page for (/solutions/x/y -> the solutions screen). */
export function sectionPage(path: string): PageEntry | undefined {
  const [section, ...rest] = path.split('/').filter(Boolean);
  if (rest.length === 0) return undefined;
  const screen = anySlugScreens.find((candidate) => screenPages[candidate].path === `/${section ?? ''}`);
  return screen ? screenPage(screen) : undefined;
}

/** The page for a screen itself (not a sub-route). */
export function screenPage(screen: Screen): PageEntry {
  return screen === 'home' ? homePage : { ...screenPages[screen], screen };
}
