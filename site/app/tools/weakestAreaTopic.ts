import { assessmentAreas, assessmentQuestions, type AssessmentAnswers } from '../content/assessment';
import { areaTopics } from '../content/areaTopics';
import type { PillarId } from '../content/pillars';
import { scoreAreas, weakestArea } from './scoreAssessment';

/**
 * The pillar of the weakest area of a finished assessment (content/areaTopics.ts): what its results
 * offer to follow. Undefined only if no area has a score.
 */
export function weakestAreaTopic(answers: AssessmentAnswers): PillarId | undefined {
  const weakest = weakestArea(scoreAreas(answers));
  const question = weakest ? assessmentQuestions.find(({ id }) => assessmentAreas[id] === weakest.area) : undefined;
  return question ? areaTopics[question.id] : undefined;
}
