import { Column, Columns, Heading, List, Section, Stack, VideoCard } from '@akoma/design-system';

import storyVideo from '#content/homeVideo';

import { contactDetails } from '../../content/contactDetails';
import { homeSectionIds } from '../../content/sectionIds';
import { videoLabel } from '../../fileSizes';

/** The story video: a placeholder for the 2:30 film, opening on its host in a new tab. */
export function VideoSection() {
  return (
    <Section id={homeSectionIds.ourStory} tone="muted" eyebrow={storyVideo.eyebrow} heading={storyVideo.heading} intro={storyVideo.intro}>
      <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop" alignY="center">
        <Column width="3/5">
          <VideoCard
            title={storyVideo.title}
            href={contactDetails.videos.story}
            durationSeconds={storyVideo.durationSeconds}
            dataNote={videoLabel(storyVideo.durationSeconds)}
            description={storyVideo.description}
            poster={{ ...storyVideo.poster, alt: '' }}
          />
        </Column>
        <Column>
          <Stack space="medium">
            <Heading level={3} size="4">
              {storyVideo.highlightsHeading}
            </Heading>
            <List type="check">{storyVideo.highlights}</List>
          </Stack>
        </Column>
      </Columns>
    </Section>
  );
}
