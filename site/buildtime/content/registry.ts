import type { z } from 'zod';

import { aboutSchema } from '../../app/content/schema/about.ts';
import { roiEstimatesSchema, roiSchema, roiSharedPart } from '../../app/content/schema/roi.ts';
import { assessmentHistorySchema, assessmentNamesOf, assessmentSchema } from '../../app/content/schema/assessment.ts';
import { careersSchema } from '../../app/content/schema/careers.ts';
import { contactSchema } from '../../app/content/schema/contact.ts';
import { contactDetailsSchema } from '../../app/content/schema/contactDetails.ts';
import { eventsSchema } from '../../app/content/schema/events.ts';
import { impactSchema } from '../../app/content/schema/impact.ts';
import { industriesSchema } from '../../app/content/schema/industries.ts';
import { partnersSchema } from '../../app/content/schema/partners.ts';
import {
  homeAskIndySchema,
  homeClosingSchema,
  homeHeroSchema,
  homeImpactSchema,
  homeInsightsHubSchema,
  homePromiseSchema,
  homeSchema,
  homeTestimonialsSchema,
  homeThoughtLeadershipSchema,
  homeValuesSchema,
  homeVideoSchema,
} from '../../app/content/schema/home.ts';
import { organisationSchema } from '../../app/content/schema/organisations.ts';
import { pagesSchema } from '../../app/content/schema/pages.ts';
import { personSchema } from '../../app/content/schema/people.ts';
import { accountSchema } from '../../app/content/schema/account.ts';
import { authSchema } from '../../app/content/schema/auth.ts';
import { circleSchema } from '../../app/content/schema/circle.ts';
import { footerSchema } from '../../app/content/schema/footer.ts';
import { legalDocumentSchema } from '../../app/content/schema/legal.ts';
import { memberMenuSchema } from '../../app/content/schema/memberMenu.ts';
import { navigationSchema } from '../../app/content/schema/navigation.ts';
import { newPasswordSchema } from '../../app/content/schema/newPassword.ts';
import { unsubscribeSchema } from '../../app/content/schema/unsubscribe.ts';
import { errorsSchema } from '../../app/content/schema/errors.ts';
import { authLinksSchema } from '../../app/content/schema/authLinks.ts';
import { newsletterSchema } from '../../app/content/schema/newsletter.ts';
import { recommendationsSchema } from '../../app/content/schema/recommendations.ts';
import { webAppSchema } from '../../app/content/schema/webApp.ts';
import { languageChoiceSchema } from '../../app/content/schema/languageChoice.ts';
import { waitingSchema } from '../../app/content/schema/waiting.ts';
import { fileSizesSchema } from '../../app/content/schema/fileSizes.ts';
import { authReasonsSchema } from '../../app/content/schema/authReasons.ts';
import { akoma360Schema } from '../../app/content/schema/akoma360.ts';
import { askIndySchema } from '../../app/content/schema/askIndy.ts';
import { contentLibrarySchema } from '../../app/content/schema/contentLibrary.ts';
import { insightsSchema } from '../../app/content/schema/insights.ts';
import { productsSchema } from '../../app/content/schema/products.ts';
import { signatureProductsSchema } from '../../app/content/schema/signatureProducts.ts';
import { solutionsSchema } from '../../app/content/schema/solutions.ts';

/**
 * The content files the site reads as data, each with its schema. The app imports each as
 * `#content/<name>` (../contentPlugin.ts); the content editor (site/keystatic.config.ts) edits every
 * singleton here, under its label, with fields made from its schema. Paths are relative to
 * site/content.
 *
 * - a singleton is one YAML file;
 * - a view is part of a singleton, so that a page's start-up code carries only the words it shows;
 * - a collection is a folder of YAML files, one per entry, named by its id.
 *
 * Adding a file: write its schema in app/content/schema (zod, each field's editor label in
 * `.meta({ title, description })` where its key in words would not do), add it here, add
 * buildtime/content/node/<name>.ts for the tests, and import `#content/<name>` where it is shown.
 */

interface Singleton<Schema extends z.ZodObject> {
  kind: 'singleton';
  /** Its name in the content editor. */
  label: string;
  file: string;
  schema: Schema;
}

interface View<Schema extends z.ZodObject, Result> {
  kind: 'view';
  file: string;
  schema: Schema;
  view: (data: z.output<Schema>) => Result;
}

interface Collection<Schema extends z.ZodType> {
  kind: 'collection';
  folder: string;
  schema: Schema;
}

const singleton = <Schema extends z.ZodObject>(label: string, file: string, schema: Schema): Singleton<Schema> => ({
  kind: 'singleton',
  label,
  file,
  schema,
});

const view = <Schema extends z.ZodObject, Result>(
  of: Singleton<Schema>,
  part: (data: z.output<Schema>) => Result,
): View<Schema, Result> => ({ kind: 'view', file: of.file, schema: of.schema, view: part });

const collection = <Schema extends z.ZodType>(folder: string, schema: Schema): Collection<Schema> => ({
  kind: 'collection',
  folder,
  schema,
});

const pages = singleton('Page titles and headings', 'pages/metadata.yaml', pagesSchema);
const partners = singleton('Partners page (and the flagship events)', 'pages/partners.yaml', partnersSchema);
const errors = singleton('Page not found and error pages', 'site/errors.yaml', errorsSchema);
const insights = singleton('Insights page (and the words around each piece)', 'pages/insights.yaml', insightsSchema);
const circle = singleton('IndyCircle page', 'pages/circle.yaml', circleSchema);
const newsletter = singleton('Newsletter page and sign-up messages', 'pages/newsletter.yaml', newsletterSchema);
const roi = singleton('Home page: ROI calculator', 'pages/home-roi.yaml', roiSchema);
const languageChoice = singleton('Language switcher and suggestion', 'site/language-choice.yaml', languageChoiceSchema);
const assessment = singleton('Home page: readiness assessment', 'pages/home-assessment.yaml', assessmentSchema);

export const contentModules = {
  pages,
  /** The home page's metadata alone, for the home page's start-up code. */
  homePage: view(pages, (data) => data.home),
  about: singleton('About page', 'pages/about.yaml', aboutSchema),
  people: collection('people', personSchema),
  organisations: collection('organisations', organisationSchema),
  // The home page, section by section: its start-up code carries only the hero's words.
  home: singleton('Home page: hero words and figures', 'pages/home.yaml', homeSchema),
  homeHero: singleton('Home page: hero pictures and buttons', 'pages/home-hero.yaml', homeHeroSchema),
  homePromise: singleton('Home page: promise (three pillars)', 'pages/home-promise.yaml', homePromiseSchema),
  homeImpact: singleton('Home page: impact figures', 'pages/home-impact.yaml', homeImpactSchema),
  homeThoughtLeadership: singleton('Home page: thought leadership', 'pages/home-thought-leadership.yaml', homeThoughtLeadershipSchema),
  homeInsightsHub: singleton('Home page: business intelligence hub', 'pages/home-insights-hub.yaml', homeInsightsHubSchema),
  homeValues: singleton('Home page: values', 'pages/home-values.yaml', homeValuesSchema),
  homeTestimonials: singleton('Home page: testimonials', 'pages/home-testimonials.yaml', homeTestimonialsSchema),
  homeAskIndy: singleton('Home page: Ask Indy teaser', 'pages/home-ask-indy.yaml', homeAskIndySchema),
  homeVideo: singleton('Home page: story video', 'pages/home-video.yaml', homeVideoSchema),
  homeClosing: singleton('Home page: closing call to action', 'pages/home-closing.yaml', homeClosingSchema),
  // The readiness assessment and the ROI calculator (the home page), and what IndyCircle shows of them.
  assessment,
  /** The area names and tier names alone, for the scoring and IndyCircle's code (its history and recommendations). */
  assessmentNames: view(assessment, assessmentNamesOf),
  assessmentHistory: singleton('IndyCircle page: assessment history', 'pages/circle-assessment-history.yaml', assessmentHistorySchema),
  roi,
  /** The regions' names, how figures are written and a saved estimate's default name, for the code the calculator and IndyCircle's estimates share (app/content/roi.ts). */
  roiShared: view(roi, roiSharedPart),
  roiEstimates: singleton('IndyCircle page: ROI estimates', 'pages/circle-roi-estimates.yaml', roiEstimatesSchema),
  // The company's pages, and the words every event uses.
  careers: singleton('Careers page', 'pages/careers.yaml', careersSchema),
  contact: singleton('Contact page', 'pages/contact.yaml', contactSchema),
  contactDetails: singleton('Contact details (phone, e-mail, office, films, social)', 'site/contact-details.yaml', contactDetailsSchema),
  partners,
  /** The flagship events alone, for IndyCircle's list of a member's events. */
  flagshipEvents: view(partners, (data) => data.eventsHub.flagship.events),
  events: singleton('Event words (dates, calendars, registering, IndyCircle)', 'site/events.yaml', eventsSchema),
  impact: singleton('Impact page (client stories and testimonials)', 'pages/impact.yaml', impactSchema),
  industries: singleton('Industry benchmarks (hub and ROI calculator)', 'site/industries.yaml', industriesSchema),
  // Solutions, products and insights.
  solutions: singleton('Solutions page', 'pages/solutions.yaml', solutionsSchema),
  products: singleton('Signature products: the products (on several pages)', 'site/products.yaml', productsSchema),
  signatureProducts: singleton('Signature products page', 'pages/signature-products.yaml', signatureProductsSchema),
  akoma360: singleton('Akoma360 page', 'pages/akoma360.yaml', akoma360Schema),
  insights,
  /** What each type of piece is called, for IndyCircle's library and recommendations. */
  pieceTypeNames: view(insights, (data) => data.piece.typeNames),
  /** Each category's name (a pillar, African Business): a topic's name wherever Follow is offered. */
  topicCategoryNames: view(insights, (data) => ({
    // The pillars in their order (content/pillars.ts), then the other category.
    pillars: {
      capability: data.categories.capability.name,
      wellbeing: data.categories.wellbeing.name,
      performance: data.categories.performance.name,
    },
    africanBusiness: data.categories['african-business'].name,
  })),
  contentLibrary: singleton('Home page: content library', 'pages/home-content-library.yaml', contentLibrarySchema),
  askIndy: singleton('Ask Indy page', 'pages/ask-indy.yaml', askIndySchema),
  // Site-wide words, the member area and the policies.
  navigation: singleton('Header: menus and links', 'site/navigation.yaml', navigationSchema),
  footer: singleton('Footer', 'site/footer.yaml', footerSchema),
  memberMenu: singleton('Header: member menu (signed in)', 'site/member-menu.yaml', memberMenuSchema),
  languageChoice,
  /** The switcher's words and the mark on a link to English alone, for every page's start-up code. */
  languageSwitcher: view(languageChoice, (data) => ({ ...data.switcher, englishOnly: data.englishOnly })),
  webApp: singleton('Installed app: name, shortcuts and notices', 'site/web-app.yaml', webAppSchema),
  circle,
  /** Follow's words alone, for the pieces' pages and the home page's assessment. */
  followWords: view(circle, (data) => data.follow),
  recommendations: singleton('IndyCircle page: recommendations', 'pages/circle-recommendations.yaml', recommendationsSchema),
  account: singleton('IndyCircle account page', 'pages/account.yaml', accountSchema),
  auth: singleton('Sign-in page', 'pages/auth.yaml', authSchema),
  newPassword: singleton('New password page', 'pages/new-password.yaml', newPasswordSchema),
  unsubscribe: singleton('IndyCircle e-mails: unsubscribe page', 'pages/unsubscribe.yaml', unsubscribeSchema),
  authLinks: singleton('Sign-in links: messages on arrival', 'site/auth-links.yaml', authLinksSchema),
  errors,
  waiting: singleton('Forms: when to try again', 'site/waiting.yaml', waitingSchema),
  fileSizes: singleton('Downloads and films: format and size', 'site/file-sizes.yaml', fileSizesSchema),
  authReasons: singleton('Sign-in and account: why Auth refused', 'site/auth-reasons.yaml', authReasonsSchema),
  /**
   * What a failing page says alone, for the root route (on every page): shared with the not-found
   * page's module, the words would pull that page's chunk into every page's start-up.
   */
  failedPage: view(errors, (data) => data.failure),
  newsletter,
  /** The sign-up box's messages alone, for the footer's code (on every page). */
  newsletterSignUp: view(newsletter, (data) => data.signUpMessages),
  privacy: singleton('Privacy policy', 'pages/privacy.yaml', legalDocumentSchema),
  terms: singleton('Terms of service', 'pages/terms.yaml', legalDocumentSchema),
  cookies: singleton('Cookie policy', 'pages/cookies.yaml', legalDocumentSchema),
  esgInclusion: singleton('Ethics and inclusion policy', 'pages/esg-inclusion.yaml', legalDocumentSchema),
} as const;

export type ContentModuleName = keyof typeof contentModules;
