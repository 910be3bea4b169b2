import type { AssessmentArea } from './assessment';
import { brand } from './brand';
import type { InsightTopic } from '../pieces/piece';

/**
 * What IndyCircle's recommendations read from: which pieces and which solution suit each
 * assessment area, the topics' names, and the words of the reasons and of the section. The rules
 * that combine them are in members/recommend.ts.
 */

/** What the site offers on one area: the topic and tags of the pieces on it, and the solution page that works on it. */
export interface AreaFocus {
  topic: InsightTopic;
  /** Piece tags (as written in the pieces' front-matter) that also speak to the area. */
  tags: readonly string[];
  solution: { name: string; path: string };
}

/**
 * A low People focus means a priority on delivery over culture: culture and wellbeing. A low Case
 * for change means engagement that is already fair to good: keeping it and turning it into
 * results. A low Scale means a young, small organisation: the leaders and skills to grow.
 */
export const areaFocus: Record<AssessmentArea, AreaFocus> = {
  'People focus': {
    topic: 'wellbeing',
    tags: ['Culture', 'Wellbeing'],
    solution: { name: 'Fuel Wellbeing', path: '/solutions/wellbeing' },
  },
  'Case for change': {
    topic: 'performance',
    tags: ['Engagement', 'Execution'],
    solution: { name: 'Drive Performance', path: '/solutions/performance' },
  },
  Scale: { topic: 'capability', tags: ['Leadership', 'Talent'], solution: { name: 'Build Capability', path: '/solutions/capability' } },
};

/** The organisation-wide programme, suggested to the top tier (whose own first recommendation it is). */
export const flagshipSolution = { name: brand.flagship, path: '/solutions/akoma360' } as const;

/** Each topic's name in a sentence. */
export const topicNames: Record<InsightTopic, string> = {
  capability: 'Capability',
  wellbeing: 'Wellbeing',
  performance: 'Performance',
  'african-business': 'African business',
};

export const recommendationReasons = {
  weakestArea: (area: string, score: number) => `Your weakest area is ${area} (${String(score)}/100)`,
  savedTopic: (count: number, topic: string) => `You saved ${String(count)} ${count === 1 ? 'piece' : 'pieces'} on ${topic}`,
  newest: 'One of the newest in our library',
  topTier: (tier: string) => `Your latest result is ${tier}: change across the whole organisation pays most`,
  areaSolution: (solution: string, area: string) => `${solution} works on ${area}`,
} as const;

export const recommendationsCopy = {
  heading: 'Recommended for you',
  intro: 'Chosen from your latest assessment and what you saved, with the reasons for each.',
  introWithoutData: 'Take the readiness assessment or save a few pieces, and these will follow what you need.',
  loading: 'Working out your recommendations…',
  piecesCaption: 'Pieces to read, watch or listen to next',
  reasonsLabel: 'Why:',
  solutionHeading: 'A solution that fits your result',
  solutionLink: (name: string) => `Explore ${name}`,
  allSaved: 'You have saved everything we would recommend. Browse the insights for more.',
  browse: 'Browse insights',
} as const;
