import { Badge, Box, Column, Columns, Heading, Image, Inline, Link, List, Quote, Stack, StatTile, Text } from '@akoma/design-system';
import { useId } from 'react';

import impact from '#content/impact';

import type { ClientStory, ClientTestimonial } from '../../content/schema/impact';

const { stories: storiesCopy } = impact;

interface ClientStoryArticleProps {
  story: ClientStory;
  /** Puts the picture on the right instead of the left, so the stories alternate down the page. */
  imageOnRight: boolean;
}

/** The anchor of a story on the page. */
export const storyAnchor = (story: ClientStory) => `story-${story.id}`;

/**
 * One client story: its picture on one side; industry, company, headline result, challenge,
 * solution, results and the client's testimonial on the other.
 */
export function ClientStoryArticle({ story, imageOnRight }: ClientStoryArticleProps) {
  const headingId = useId();

  const media = (
    <Column key="media" width="2/5">
      <Image src={story.image.src} alt={story.image.alt} width={story.image.width} height={story.image.height} radius="large" />
    </Column>
  );

  const content = (
    <Column key="content">
      <Stack space="large">
        <Stack space="small">
          <Inline space="xsmall">
            <Badge tone="brandAccent">{story.industry}</Badge>
            <Badge>{story.market}</Badge>
          </Inline>
          <Heading level={3} id={headingId}>
            {story.company}
          </Heading>
        </Stack>
        <StatTile figure={story.primaryMetric} label={story.primaryLabel} tone="brandAccent" size="large" />
        <Stack space="xsmall">
          <Heading level={4}>{storiesCopy.challenge}</Heading>
          <Text tone="secondary">{story.challenge}</Text>
        </Stack>
        <Stack space="xsmall">
          <Heading level={4}>{storiesCopy.solution}</Heading>
          <Text tone="secondary">{story.solution}</Text>
        </Stack>
        <Stack space="small">
          <Heading level={4}>{storiesCopy.results}</Heading>
          <List type="check">
            {story.results.map((result) => (
              <span key={result}>{result}</span>
            ))}
          </List>
        </Stack>
        <Testimonial testimonial={story.testimonial} />
        <Text>
          <Link href={story.cta.href} weight="semibold">
            {story.cta.label}
          </Link>
        </Text>
      </Stack>
    </Column>
  );

  return (
    <Box render={<article aria-labelledby={headingId} />} id={storyAnchor(story)}>
      {/* Source order follows the visual order (rather than a reversed flex row), so reading and
          keyboard order match what people see, and on phones every story still reads top to bottom. */}
      <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop" alignY="center">
        {imageOnRight ? [content, media] : [media, content]}
      </Columns>
    </Box>
  );
}

/**
 * The client's words, signed with the speaker's name and their role and company once the client
 * agreed to be named (`consent`); until then with their role and organisation alone.
 */
function Testimonial({ testimonial }: { testimonial: ClientTestimonial }) {
  const { quote, role, organisation, name, company, consent } = testimonial;
  const named = consent && name !== undefined;
  return (
    <Quote author={named ? name : role} role={named ? `${role}, ${company ?? organisation}` : organisation} size="standard">
      {quote}
    </Quote>
  );
}
