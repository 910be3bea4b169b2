import type { AssessmentQuestionId } from './assessment';
import type { PillarId } from './pillars';

/**
 * The pillar that works on each assessment area, by the question that measures it: a low People
 * focus (priority) calls for culture and wellbeing, a low Case for change (engagement) for turning
 * engagement into results, a low Scale (stage) for the leaders and skills to grow. IndyCircle's
 * recommendations (content/recommendations.ts) and the assessment's Follow read it. A plain module
 * with no words, so the home page's assessment carries no more than this.
 */
export const areaTopics: Readonly<Record<AssessmentQuestionId, PillarId>> = {
  priority: 'wellbeing',
  engagement: 'performance',
  stage: 'capability',
};
