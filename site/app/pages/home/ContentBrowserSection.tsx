import {
  Badge,
  Box,
  Button,
  ButtonLink,
  Card,
  ChipGroup,
  Disclosure,
  Heading,
  Image,
  Inline,
  Link,
  SearchField,
  Section,
  Select,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  Tiles,
  VisuallyHidden,
} from '@akoma/design-system';
import { forwardRef, useEffect, useRef, useState } from 'react';

import copy from '#content/contentLibrary';

import {
  contentItems,
  contentPageSize,
  contentSortOrders,
  contentTopics,
  contentTypeNames,
  contentTypeTabs,
  libraryTotal,
  showOnlyOptions,
  type ContentItem,
  type ContentSortOrder,
  type ContentTypeFilter,
} from '../../content/contentLibrary';
import { homeSectionIds } from '../../content/sectionIds';
import { formatCount, formatDate, templateParts } from '../../format';
import { filterContent, noContentFilters, sortContent, type ContentFilters } from './filterContent';
import { piecePath } from '../../pieces/piece';
import { signInHref } from '../../members/returnTo';
import { SavePieceButton } from '../../members/SavePieceButton';
import { useMember } from '../../supabase/session';

const tabIdFor = (type: ContentTypeFilter) => `content-type-${type}`;
const typeForTabId = (tabId: string | null | undefined): ContentTypeFilter =>
  contentTypeTabs.find(({ value }) => tabIdFor(value) === tabId)?.value ?? 'all';

const isSortOrder = (value: string): value is ContentSortOrder => contentSortOrders.some((order) => order.value === value);

/** Only this many tags show on a card, to keep cards even; search and topics still read them all. */
const shownTagCount = 3;

/**
 * Content recommendations: a search box, topic chips, advanced filters and type tabs over a preview
 * of the library, recomputed on every change. Load More reveals the rest of the preview, and then
 * says where the full library is.
 */
export function ContentBrowserSection() {
  const member = useMember() !== null;
  const [filters, setFilters] = useState<ContentFilters>(noContentFilters);
  const [sortOrder, setSortOrder] = useState<ContentSortOrder>('newest');
  const [visibleCount, setVisibleCount] = useState(contentPageSize);
  /** The position of the first card Load More revealed, which then takes focus. */
  const [revealedFrom, setRevealedFrom] = useState<number | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const firstRevealedCard = useRef<HTMLDivElement>(null);

  const matches = sortContent(filterContent(contentItems, filters), sortOrder);
  const shown = matches.slice(0, visibleCount);
  const moreToShow = matches.length > shown.length;

  useEffect(() => {
    // The Load More button may be gone once everything shows; focus carries on at the first new card.
    if (revealedFrom !== null) firstRevealedCard.current?.focus();
  }, [revealedFrom]);

  /** Any change of filter starts the list again from its first page. */
  const updateFilters = (change: Partial<ContentFilters>) => {
    setFilters((previous) => ({ ...previous, ...change }));
    setVisibleCount(contentPageSize);
    setRevealedFrom(null);
  };

  const loadMore = () => {
    setRevealedFrom(shown.length);
    setVisibleCount(shown.length + contentPageSize);
  };

  const clearFilters = () => {
    updateFilters(noContentFilters);
    searchInput.current?.focus();
  };

  const showOnly = [...(filters.trendingOnly ? ['trending'] : []), ...(filters.featuredOnly ? ['featured'] : [])];

  return (
    <Section id={homeSectionIds.contentLibrary} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro}>
      <Stack space="xlarge">
        <Box render={<search aria-label={copy.filtersLabel} />}>
          <Stack space="large">
            <SearchField
              ref={searchInput}
              label={copy.searchLabel}
              placeholder={copy.searchPlaceholder}
              value={filters.search}
              onChange={(search) => updateFilters({ search })}
            />
            <ChipGroup
              label={copy.topicLabel}
              options={contentTopics}
              value={filters.topic}
              onChange={(topic) => updateFilters({ topic })}
            />
            <Disclosure label={copy.advancedFilters}>
              <Tiles columns={{ mobile: 1, tablet: 2 }} space="large">
                <ChipGroup
                  selectionMode="multiple"
                  label={copy.showOnlyLabel}
                  options={showOnlyOptions}
                  value={showOnly}
                  onChange={(values) =>
                    updateFilters({ trendingOnly: values.includes('trending'), featuredOnly: values.includes('featured') })
                  }
                />
                <Select
                  label={copy.sortLabel}
                  options={contentSortOrders}
                  value={sortOrder}
                  onChange={(event) => {
                    const order = event.currentTarget.value;
                    if (isSortOrder(order)) setSortOrder(order);
                  }}
                />
              </Tiles>
            </Disclosure>
          </Stack>
        </Box>

        <Tabs selectedId={tabIdFor(filters.type)} onSelectedIdChange={(tabId) => updateFilters({ type: typeForTabId(tabId) })}>
          <TabList aria-label={copy.typeTabsLabel}>
            {contentTypeTabs.map(({ value, label, count }) => (
              <Tab key={value} id={tabIdFor(value)}>
                {label} <Badge>{formatCount(count)}</Badge>
                <VisuallyHidden>{` ${copy.tabCountNote}`}</VisuallyHidden>
              </Tab>
            ))}
          </TabList>
          {/* One panel that follows the selected tab, so the result count below stays one live region. */}
          <TabPanel tabId={tabIdFor(filters.type)}>
            <Stack space="large" paddingTop="large">
              <Stack space="xxsmall">
                <Text role="status" weight="semibold">
                  {templateParts(copy.showing, { shown: shown.length, total: libraryTotal })}
                </Text>
                <Text size="small" tone="secondary">
                  {copy.previewNote.replace('{count}', String(contentItems.length)).replace('{total}', String(libraryTotal))}
                </Text>
              </Stack>
              {shown.length === 0 ? (
                <Stack space="small">
                  <Heading level={3} size="4">
                    {copy.emptyHeading}
                  </Heading>
                  <Text tone="secondary">{copy.emptyText}</Text>
                  <Inline space="small">
                    <Button variant="secondary" onClick={clearFilters}>
                      {copy.clearFilters}
                    </Button>
                  </Inline>
                </Stack>
              ) : (
                <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
                  {shown.map((item, index) => (
                    <li key={item.id}>
                      <ContentCard ref={index === revealedFrom ? firstRevealedCard : undefined} item={item} />
                    </li>
                  ))}
                </Tiles>
              )}
              {moreToShow ? (
                <Stack space="xsmall" align="left">
                  <Inline space="small">
                    <Button variant="secondary" onClick={loadMore}>
                      {copy.loadMore}
                    </Button>
                  </Inline>
                  <Text size="small" tone="secondary">
                    {copy.loadMoreHint}
                  </Text>
                </Stack>
              ) : shown.length > 0 ? (
                <Stack space="xsmall">
                  <Text size="small" tone="secondary">
                    {copy.endOfPreview.replace('{total}', String(libraryTotal))}
                  </Text>
                  <Text size="small">
                    <Link href={copy.browseInsights.href}>{copy.browseInsights.label}</Link>
                  </Text>
                </Stack>
              ) : null}
            </Stack>
          </TabPanel>
        </Tabs>

        <Box background="brandAccentSoft" padding={{ mobile: 'large', desktop: 'xlarge' }} borderRadius="large">
          <Inline space="large" align="spaceBetween" collapseBelow="tablet">
            <Stack space="xsmall">
              <Heading level={3} size="4">
                {copy.profile.heading}
              </Heading>
              <Text>{copy.profile.text}</Text>
            </Stack>
            {/* A member already has a profile: theirs is IndyCircle, where what they save is kept. */}
            {member ? (
              <ButtonLink href="/circle">{copy.profile.openCircle}</ButtonLink>
            ) : (
              <ButtonLink href={signInHref('/circle')}>{copy.profile.createProfile}</ButtonLink>
            )}
          </Inline>
        </Box>
      </Stack>
    </Section>
  );
}

/** One piece of content: type, badges, title (a link to the piece), excerpt, author, reading time, views, tags and date. */
const ContentCard = forwardRef<HTMLDivElement, { item: ContentItem }>(function ContentCard({ item }, ref) {
  return (
    <Card
      ref={ref}
      render={<article />}
      // Not a Tab stop; focusable only so Load More can move focus to the first new card.
      tabIndex={-1}
      media={<Image src={`/images/home/library-${item.type}.svg`} alt="" width={640} height={320} />}
    >
      <Stack space="small">
        <Inline space="xsmall">
          <Badge tone="info">{contentTypeNames[item.type]}</Badge>
          {item.trending ? <Badge tone="brandAccent">{copy.trending}</Badge> : null}
          {item.featured ? <Badge>{copy.featured}</Badge> : null}
        </Inline>
        <Heading level={3} size="4">
          <Link href={piecePath(item.id)}>{item.title}</Link>
        </Heading>
        <Text tone="secondary">{item.excerpt}</Text>
        <Text size="small">
          {templateParts(copy.card.byline, {
            author: (
              <Text key="author" render={<span />} size="inherit" weight="semibold">
                {item.author}
              </Text>
            ),
            role: item.role,
          })}
        </Text>
        <Text size="small" tone="secondary">
          {templateParts(copy.card.details, {
            readTime: item.readTime,
            views: formatCount(item.views),
            date: (
              <time key="date" dateTime={item.publishDate}>
                {formatDate(item.publishDate)}
              </time>
            ),
          })}
        </Text>
        <Inline render={<ul aria-label={copy.card.topicsLabel} />} space="xsmall">
          {item.tags.slice(0, shownTagCount).map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </Inline>
        <SavePieceButton slug={item.id} title={item.title} />
      </Stack>
    </Card>
  );
});
