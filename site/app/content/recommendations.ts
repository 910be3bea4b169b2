import content from '#content/recommendations';

import { areaTopics } from './areaTopics.ts';
import type { AssessmentQuestionId } from './assessment';
import type { InsightTopic } from '../pieces/piece';

/**
 * What IndyCircle's recommendations read from: which pieces and which solution suit each
 * assessment area, the topics' names, and the reasons' words. The words (the reasons, the
 * solutions' names and pages, the topics' names, the section's own) are content:
 * site/content/pages/circle-recommendations.yaml (`#content/recommendations`). Which topic and tags
 * speak to each area is the site's code, here; the rules that combine them are in members/recommend.ts.
 */

/** What the site offers on one area: the topic and tags of the pieces on it, and the solution page that works on it. */
export interface AreaFocus {
  topic: InsightTopic;
  /** Piece tags (as written in the pieces' front-matter) that also speak to the area. */
  tags: readonly string[];
  solution: { name: string; path: string };
}

const { solutions, reasons } = content;

/**
 * Each area by the question that measures it (its name is content: app/content/assessment.ts,
 * assessmentAreas), with its pillar (content/areaTopics.ts says why each). A low People focus
 * (priority) means a priority on delivery over culture: culture and wellbeing. A low Case for change
 * (engagement) means engagement that is already fair to good: keeping it and turning it into
 * results. A low Scale (stage) means a young, small organisation: the leaders and skills to grow.
 */
export const areaFocus: Record<AssessmentQuestionId, AreaFocus> = {
  priority: { topic: areaTopics.priority, tags: ['Culture', 'Wellbeing'], solution: solutions.peopleFocus },
  engagement: { topic: areaTopics.engagement, tags: ['Engagement', 'Execution'], solution: solutions.caseForChange },
  stage: { topic: areaTopics.stage, tags: ['Leadership', 'Talent'], solution: solutions.scale },
};

/** The organisation-wide programme, suggested to the top tier (whose own first recommendation it is). */
export const flagshipSolution = solutions.flagship;

/** Each topic's name in a sentence. */
export const topicNames: Record<InsightTopic, string> = {
  capability: content.topicNames.capability,
  wellbeing: content.topicNames.wellbeing,
  performance: content.topicNames.performance,
  'african-business': content.topicNames.africanBusiness,
};

/** The reasons given for a recommendation, their placeholders filled. */
export const recommendationReasons = {
  weakestArea: (area: string, score: number) => reasons.weakestArea.replace('{area}', area).replace('{score}', String(score)),
  savedTopic: (count: number, topic: string) =>
    (count === 1 ? reasons.savedTopicOne : reasons.savedTopicMany).replace('{count}', String(count)).replace('{topic}', topic),
  newest: reasons.newest,
  topTier: (tier: string) => reasons.topTier.replace('{tier}', tier),
  areaSolution: (solution: string, area: string) => reasons.areaSolution.replace('{solution}', solution).replace('{area}', area),
};
