import {
  Badge,
  ButtonLink,
  Card,
  CardLink,
  Heading,
  IconArrowRight,
  IconClock,
  Image,
  Inline,
  Section,
  Stack,
  Text,
  Tiles,
} from '@akoma/design-system';

import { thoughtLeadership } from '../../content/homeThoughtLeadership';
import { homeSectionIds } from '../../content/sectionIds';
import { formatSignedPercent } from '../../format';
import { SavePieceButton } from '../../members/SavePieceButton';
import { fillIn } from './fillIn';
import { trendDirection } from './marketTrend';

/**
 * Four article cards and Explore All Insights. Each card's link, in its title, goes to the piece;
 * "Read More" is its visible cue, and a click anywhere else on the card follows the link. Save, the
 * card's one other control, sits above the link.
 */
export function ThoughtLeadershipSection() {
  return (
    <Section
      id={homeSectionIds.thoughtLeadership}
      tone="muted"
      eyebrow={thoughtLeadership.eyebrow}
      heading={thoughtLeadership.heading}
      intro={thoughtLeadership.intro}
    >
      <Stack space="xlarge">
        <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, wide: 4 }} space="large">
          {thoughtLeadership.articles.map((article) => {
            const direction = trendDirection(article.readerTrendPercent);
            return (
              <li key={article.title}>
                <Card render={<article />} shadow="small" media={<Image src={article.image} alt="" width={640} height={360} />}>
                  <Stack space="medium">
                    <Inline space="xsmall">
                      <Badge tone="brandAccent">{article.category}</Badge>
                      <Badge trend={direction} trendLabel={thoughtLeadership.trendLabels[direction]}>
                        {thoughtLeadership.readersBadge.replace('{change}', formatSignedPercent(article.readerTrendPercent))}
                      </Badge>
                    </Inline>
                    <Heading level={3} size="4">
                      <CardLink href={article.href}>{article.title}</CardLink>
                    </Heading>
                    <Text tone="secondary">{article.excerpt}</Text>
                    <Inline space="medium" align="spaceBetween">
                      <Text size="small" tone="secondary">
                        <IconClock size="small" /> {fillIn(thoughtLeadership.readTime, { minutes: article.readTimeMinutes })}
                      </Text>
                      {/* The visible cue of the card's link; hidden from screen readers, which hear the title as the link. */}
                      <Text size="small" weight="semibold" tone="brandAccent" aria-hidden="true">
                        {thoughtLeadership.readMoreLabel} <IconArrowRight size="small" />
                      </Text>
                    </Inline>
                    <SavePieceButton slug={article.slug} title={article.title} variant="ghost" />
                  </Stack>
                </Card>
              </li>
            );
          })}
        </Tiles>
        <Inline space="small">
          <ButtonLink href={thoughtLeadership.exploreAll.href} variant="secondary" iconAfter={<IconArrowRight />}>
            {thoughtLeadership.exploreAll.label}
          </ButtonLink>
        </Inline>
      </Stack>
    </Section>
  );
}
