import { Heading, Inline, Link, Section, Stack } from '@akoma/design-system';
import { pieceEntries } from 'virtual:pieces';

import circle from '#content/circle';

import { currentLanguage } from '../../language';
import { reloadFollowedTopics, useFollowedTopics } from '../../members/followedTopics';
import { FollowTopic } from '../../members/FollowTopic';
import { pillarTopics, tagTopics, type NamedTopic } from '../../members/topicNames';
import { RowsNotReady } from './RowsNotReady';

const copy = circle.topics;

/** Every piece's topics beyond the pillars. */
const otherTopics = tagTopics(pieceEntries, currentLanguage.locale);

/** The id of the section, for links to it (?follow= brings a visitor's Follow back here). */
export const topicsSectionId = 'topics';

/**
 * The member's topics: the three pillars and the pieces' other topics, each with its Follow
 * control. A pillar followed from a piece page or the assessment's results shows pressed here too.
 */
export function TopicsSection() {
  const { status } = useFollowedTopics();
  return (
    <Section id={topicsSectionId} tone="muted" heading={copy.heading} intro={copy.intro}>
      {status === 'loading' || status === 'error' ? (
        <RowsNotReady status={status} loading={copy.loading} failed={copy.loadFailed} retry={copy.retry} onRetry={reloadFollowedTopics} />
      ) : (
        <Stack space="large">
          <TopicGroup heading={copy.pillars} topics={pillarTopics} />
          {otherTopics.length > 0 ? <TopicGroup heading={copy.tags} topics={otherTopics} /> : null}
          <Link href="/circle/account#preferences">{copy.preferences}</Link>
        </Stack>
      )}
    </Section>
  );
}

function TopicGroup({ heading, topics }: { heading: string; topics: readonly NamedTopic[] }) {
  return (
    <Stack space="medium">
      <Heading level={3} size="4">
        {heading}
      </Heading>
      <Inline space="small" render={<ul />}>
        {topics.map((topic) => (
          <li key={topic.key}>
            <FollowTopic topic={topic.key} name={topic.name} />
          </li>
        ))}
      </Inline>
    </Stack>
  );
}
