import { brand } from './brand';

/**
 * The home page's readiness assessment: its questions, answer weights and result tiers. The
 * scoring rules, with a worked table, are in docs/product-rules.md, "Readiness assessment".
 */

export interface AssessmentOption {
  value: string;
  label: string;
  /** Points toward the score, from 1 to 5 (the highest weight any answer carries). */
  weight: number;
}

export interface AssessmentQuestion {
  id: string;
  question: string;
  options: readonly AssessmentOption[];
}

/** The weights are fixed by the scoring model; the wording of the questions and answers is ours. */
export const assessmentQuestions = [
  {
    id: 'priority',
    question: "What is your organisation's most pressing people priority right now?",
    options: [
      { value: 'talent', label: 'Attracting and keeping the right talent', weight: 3 },
      { value: 'performance', label: 'Improving performance and delivery', weight: 2 },
      { value: 'culture', label: 'Building a healthy, engaged culture', weight: 4 },
      { value: 'leadership', label: 'Developing leaders at every level', weight: 3 },
    ],
  },
  {
    id: 'engagement',
    question: 'How would you rate employee engagement in your organisation today?',
    options: [
      { value: 'excellent', label: 'Excellent: people are energised and committed', weight: 1 },
      { value: 'good', label: 'Good: most people are engaged most of the time', weight: 2 },
      { value: 'average', label: 'Average: engagement varies a lot between teams', weight: 3 },
      { value: 'poor', label: 'Poor: morale is low and good people are leaving', weight: 4 },
    ],
  },
  {
    id: 'stage',
    question: "Which best describes your organisation's stage and size?",
    options: [
      { value: 'startup', label: 'Startup: fewer than 50 people', weight: 2 },
      { value: 'growth', label: 'Growing: 50 to 250 people', weight: 3 },
      { value: 'established', label: 'Established: 250 to 1,000 people', weight: 4 },
      { value: 'enterprise', label: 'Enterprise: more than 1,000 people', weight: 5 },
    ],
  },
] as const satisfies readonly AssessmentQuestion[];

export type AssessmentQuestionId = (typeof assessmentQuestions)[number]['id'];

/** A finished assessment's answers: each question's id and the value of the option chosen. */
export type AssessmentAnswers = {
  [Question in (typeof assessmentQuestions)[number] as Question['id']]: Question['options'][number]['value'];
};

/**
 * The area each question measures, in the questions' order. An area's score is its answer's weight
 * out of 5, as a whole percent: the same direction as the readiness score (higher means readier
 * for transformation), and the readiness score is the areas' average. The weakest area is the one
 * with the lowest score: the one that adds least to readiness. The names say what a high weight
 * means in the scoring model, so the weakest area reads true: excellent engagement weighs least,
 * since it leaves the least case for change, and a startup weighs less than an enterprise.
 */
export const assessmentAreas = {
  priority: 'People focus',
  engagement: 'Case for change',
  stage: 'Scale',
} as const satisfies Record<AssessmentQuestionId, string>;

export type AssessmentArea = (typeof assessmentAreas)[AssessmentQuestionId];

/** The highest weight any answer carries: score = sum of weights / (questions x this) x 100. */
export const maximumAnswerWeight = 5;

export const assessmentTierLevels = ['low', 'medium', 'high'] as const;
export type AssessmentTierLevel = (typeof assessmentTierLevels)[number];

export interface AssessmentTier {
  level: AssessmentTierLevel;
  /** The highest score (percent) in this tier; the top tier has none. */
  upTo: number | null;
  title: string;
  description: string;
  recommendations: readonly [string, string, string];
}

/** Scores up to 40 are low, up to 70 medium, above 70 high. The tier names are fixed; the other words are ours. */
export const assessmentTiers = [
  {
    level: 'low',
    upTo: 40,
    title: 'Foundation Builder',
    description:
      'You have solid ground to build on. A few focused steps now will give your people the capability, wellbeing and clarity that lasting performance grows from.',
    recommendations: [
      'Run the OHI Africa diagnostic to see where engagement, capability and execution stand today.',
      'Give managers practical coaching skills: they shape most of what employees experience day to day.',
      'Agree three measures of people health and review them every quarter with your leadership team.',
    ],
  },
  {
    level: 'medium',
    upTo: 70,
    title: 'Growth Accelerator',
    description:
      'Your organisation is growing and the people side needs to keep pace. Targeted programmes on your priority areas will turn momentum into results you can measure.',
    recommendations: [
      'Build a leadership pipeline so growth does not depend on a handful of people.',
      'Bring wellbeing into how work is planned, not only into benefits, to protect your best performers.',
      'Link team goals to company priorities with a simple, regular rhythm of objectives and reviews.',
    ],
  },
  {
    level: 'high',
    upTo: null,
    title: 'Transformation Champion',
    description:
      'Your scale and priorities call for change across the whole organisation. Bringing capability, wellbeing and performance together in one programme will give you the biggest return.',
    recommendations: [
      'Plan an organisation-wide transformation with Akoma360, led by a sponsor on your executive team.',
      'Use people analytics to track culture, engagement and retention alongside financial results.',
      'Equip change champions in every business unit so new ways of working spread and stick.',
    ],
  },
] as const satisfies readonly AssessmentTier[];

export const assessmentCopy = {
  eyebrow: 'Readiness assessment',
  heading: 'How ready is your organisation for transformation?',
  intro: 'Three quick questions about your priorities, engagement and stage. You get a readiness score, what it means and where to start.',
  introHeading: 'Free, in under two minutes',
  introPoints: ['Three questions, one at a time', 'Your readiness score and tier', 'Three recommendations for where to start'],
  start: 'Start Free Assessment',
  progressLabel: 'Assessment progress',
  resultsHeading: 'Your readiness results',
  scoreLabel: 'readiness score',
  recommendationsHeading: 'Where to start',
  consultationHeading: 'Talk it through with an expert',
  consultationText:
    'Book a free 30-minute consultation: one of our consultants will go through your results with you and suggest practical next steps.',
  bookConsultation: 'Book your free 30-minute consultation',
  contactInstead: 'Or send us a message',
  retake: 'Retake Assessment',
} as const;

/** The words of "Save to IndyCircle" under a finished assessment. */
export const assessmentSaveCopy = {
  save: `Save to ${brand.memberArea}`,
  saving: 'Saving…',
  invitation: `Save your result to ${brand.memberArea} and track your progress, free:`,
  signIn: 'sign in or create an account',
  saved: `Your readiness result is saved in ${brand.memberArea}.`,
  open: `Open ${brand.memberArea}`,
  savedNote: `Saved in ${brand.memberArea}.`,
  seeProgress: 'See your progress over time',
  failed: "We couldn't save your result. Check your connection and try again.",
  unreadable: "We couldn't read the result you asked to save. Take the assessment again, then save it.",
} as const;

/** The words of the assessment history on IndyCircle's home. */
export const assessmentHistoryCopy = {
  heading: 'Your assessment history',
  intro:
    'Your readiness score each time you saved the assessment, over the three tiers. Each area scores the answer behind it out of 100, in the same direction as the readiness score; your weakest area is the lowest.',
  loading: 'Loading your assessment history…',
  loadFailed: "We couldn't load your assessment history. Check your connection and try again.",
  retry: 'Try again',
  emptyHeading: 'No assessments saved yet',
  emptyText: `Take the readiness assessment on the home page and press Save to ${brand.memberArea}: your score and its progress over time will show here.`,
  takeAssessment: 'Take the readiness assessment',
  chartCaption: 'Readiness score over time',
  dateHeader: 'Taken',
  scoreHeader: 'Score (out of 100)',
  tierHeader: 'Tier',
  resultsHeading: 'Each result',
  count: (count: number) => `${String(count)} saved ${count === 1 ? 'result' : 'results'}`,
  score: (score: number) => `Score ${String(score)}/100`,
  weakestArea: (area: string, score: number) => `Weakest area: ${area} (${String(score)}/100)`,
  noAreas: 'No area scores for this result',
  delete: 'Delete',
  deleteName: (taken: string) => `Delete the result of ${taken}`,
  confirmTitle: 'Delete this result?',
  confirmDescription: (taken: string, score: number, tier: string) =>
    `The result of ${taken} (${String(score)}/100, ${tier}) leaves your history and your chart. This cannot be undone.`,
  confirmLabel: 'Delete result',
  deleted: (taken: string) => `The result of ${taken} is deleted.`,
  deleteFailed: "We couldn't delete that result. Check your connection and try again.",
} as const;
