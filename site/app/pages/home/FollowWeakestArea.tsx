import { Stack, Text } from '@akoma/design-system';

import followWords from '#content/followWords';

import type { AssessmentAnswers } from '../../content/assessment';
import { FollowTopic } from '../../members/FollowTopic';
import { categoryTopic } from '../../members/topicNames';
import { weakestAreaTopic } from '../../tools/weakestAreaTopic';

/**
 * Follow for the weakest area's pillar, under the assessment's results. A visitor's press comes back
 * to IndyCircle's topics, where the same pillar's Follow finishes it (the results themselves are not
 * in the address). Loaded with the results only, so the home page's code does not grow.
 */
export default function FollowWeakestArea({ answers }: { answers: AssessmentAnswers }) {
  const pillar = weakestAreaTopic(answers);
  if (!pillar) return null;
  const topic = categoryTopic(pillar);
  return (
    <Stack space="small" align="left">
      <Text>{followWords.resultsTopic}</Text>
      <FollowTopic topic={topic.key} name={topic.name} returnPath="/circle" />
    </Stack>
  );
}
