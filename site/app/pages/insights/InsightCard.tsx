import { Badge, Card, Heading, IconClock, Image, Inline, Link, Stack, Text } from '@akoma/design-system';

import insights from '#content/insights';

import { insightCategories, type Insight } from '../../content/insights';
import { piecePath } from '../../pieces/piece';
import { formatDate, templateParts } from '../../format';
import { SavePieceButton } from '../../members/SavePieceButton';
import { DownloadPdfLink } from './DownloadPdfLink';

const categoryName = (id: Insight['category']) => insightCategories.find((category) => category.id === id)?.name ?? id;

/**
 * One insight, as an item of a list of insights: its artwork, category and type, title (a link to
 * the piece), summary,
 * date, reading time and, for a PDF, how to get it. The card is the list item itself, so the
 * cards of a row share its height.
 */
export function InsightCard({ insight }: { insight: Insight }) {
  return (
    <Card
      render={<li />}
      shadow="small"
      media={<Image src={insight.image.src} alt="" width={insight.image.width} height={insight.image.height} />}
    >
      <Stack space="medium">
        <Inline space="xsmall">
          <Badge tone="brandAccent">{categoryName(insight.category)}</Badge>
          <Badge>{insight.type}</Badge>
        </Inline>
        <Heading level={3} size="4">
          <Link href={piecePath(insight.id)}>{insight.title}</Link>
        </Heading>
        <Text tone="secondary">{insight.description}</Text>
        <Inline space="medium">
          <Text size="small" tone="secondary">
            <time dateTime={insight.date}>{formatDate(insight.date)}</time>
          </Text>
          <Text size="small" tone="secondary">
            <IconClock size="small" /> {templateParts(insights.library.readTime, { minutes: insight.readTime })}
          </Text>
        </Inline>
        <Inline space="small">
          <SavePieceButton slug={insight.id} title={insight.title} />
          {insight.downloadable ? <DownloadPdfLink slug={insight.id} title={insight.title} /> : null}
        </Inline>
      </Stack>
    </Card>
  );
}
