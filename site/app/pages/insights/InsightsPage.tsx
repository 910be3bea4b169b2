import { Box, Button, ChipGroup, Heading, Link, List, SearchField, Section, Stack, Text, Tiles } from '@akoma/design-system';
import { Fragment, memo, useDeferredValue, useMemo, useState } from 'react';
import { pieceEntries } from 'virtual:pieces';

import insightsContent from '#content/insights';

import { insightCategories, insights, insightTypes, type Insight, type InsightsFocus } from '../../content/insights';
import type { PageEntry } from '../../content/pages';
import type { PieceEntry } from '../../pieces/piece';
import { formatCount } from '../../format';
import { AfterFirstFrame } from '../../performance/AfterFirstFrame';
import { ScreenIntro, SectionLinks } from '../shared/screen';
import { filterInsights, hasActiveFilters, initialInsightFilters, type InsightFilters } from './filterInsights';
import { InsightCard } from './InsightCard';
import { useFullTextSearch } from './useFullTextSearch';

const copy = insightsContent.library;
const featuredInsights = insights.filter((insight) => insight.featured);
const categoryOptions = insightCategories.map(({ id, name, count }) => ({ value: id, label: name, count }));
const typeOptions = [{ value: 'all', label: copy.allTypes }, ...insightTypes.map((type) => ({ value: type, label: type }))];
const downloadableValue = 'downloadable';
const listed = new Set(insights.map((insight) => insight.id));
const entriesBySlug = new Map(pieceEntries.map((entry) => [entry.slug, entry]));

interface InsightsPageProps {
  page: PageEntry;
  /** What a sub-route (/insights/reports...) puts first; none on /insights itself. */
  focus?: InsightsFocus;
}

/**
 * The insights screen: featured research, then the whole library with its search and filters. The
 * controls sit with the list they filter, so every change shows next to where it was made; the
 * count is announced politely as it changes.
 *
 * A chip pressed or a letter typed shows at once; the list follows in the render after (a deferred
 * value), which React works on between the visitor's inputs: rendering two dozen cards in the same
 * frame as the press made the chip answer late on a slow phone.
 */
export function InsightsPage({ page, focus }: InsightsPageProps) {
  const [filters, setFilters] = useState<InsightFilters>(() => initialInsightFilters(focus));
  const shownFilters = useDeferredValue(filters);
  const textMatches = useFullTextSearch(shownFilters.query);
  const results = useMemo(() => filterInsights(insights, shownFilters, textMatches && new Set(textMatches)), [shownFilters, textMatches]);
  // Pieces the search found that this list does not hold (podcasts, videos, the library's
  // articles), in the chosen category, best first.
  const elsewhere = useMemo(
    () =>
      (textMatches ?? [])
        .filter((slug) => !listed.has(slug))
        .flatMap((slug) => entriesBySlug.get(slug) ?? [])
        .filter((entry) => shownFilters.category === 'all' || entry.category === shownFilters.category),
    [textMatches, shownFilters.category],
  );
  const update = (change: Partial<InsightFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
  };

  return (
    <>
      <ScreenIntro page={page}>
        {focus?.intro ?? page.description}
        {focus?.related ? (
          <>
            {' '}
            <Link href={focus.related.href}>{focus.related.label}</Link>
          </>
        ) : null}
      </ScreenIntro>
      <SectionLinks page={page} />

      <AfterFirstFrame>
        <FeaturedInsights />

        <Section id="all-insights" heading={copy.heading} intro={`${copy.intro} ${insightsContent.download.hint}`}>
          <Stack space="xlarge">
            <Box render={<search />}>
              <Stack space="large">
                <SearchField
                  label={copy.searchLabel}
                  placeholder={copy.searchPlaceholder}
                  value={filters.query}
                  onChange={(query) => {
                    update({ query });
                  }}
                />
                <Stack space="xsmall">
                  <ChipGroup
                    label={copy.categoryLabel}
                    options={categoryOptions}
                    formatCount={(count) => copy.publishedCount.replace('{count}', formatCount(count))}
                    value={filters.category}
                    onChange={(category) => {
                      const chosen = insightCategories.find((entry) => entry.id === category);
                      if (chosen) update({ category: chosen.id });
                    }}
                  />
                  <Text size="small" tone="secondary">
                    {copy.countsNote}
                  </Text>
                </Stack>
                <ChipGroup
                  label={copy.typeLabel}
                  options={typeOptions}
                  value={filters.type}
                  onChange={(type) => {
                    update({ type: insightTypes.find((entry) => entry === type) ?? 'all' });
                  }}
                />
                <ChipGroup
                  selectionMode="multiple"
                  label={copy.formatLabel}
                  options={[{ value: downloadableValue, label: copy.downloadableOption }]}
                  value={filters.downloadableOnly ? [downloadableValue] : []}
                  onChange={(values) => {
                    update({ downloadableOnly: values.includes(downloadableValue) });
                  }}
                />
              </Stack>
            </Box>

            <Stack space="large">
              <Stack space="small" align="left">
                <Text role="status" weight="semibold">
                  {results.length === 0
                    ? copy.noResults
                    : copy.showing.replace('{shown}', String(results.length)).replace('{total}', String(insights.length))}
                </Text>
                {hasActiveFilters(filters) ? (
                  <div>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => {
                        setFilters(initialInsightFilters());
                      }}
                    >
                      {copy.clearFilters}
                    </Button>
                  </div>
                ) : null}
              </Stack>
              <InsightResults results={results} elsewhere={elsewhere} query={shownFilters.query} />
            </Stack>
          </Stack>
        </Section>
      </AfterFirstFrame>
    </>
  );
}

/** The featured research: the same whatever the filters, so it never renders again as they change. */
const FeaturedInsights = memo(function FeaturedInsights() {
  return (
    <Section tone="muted" heading={insightsContent.featured.heading} intro={insightsContent.featured.intro}>
      <Tiles render={<ul />} columns={{ mobile: 1, desktop: 3 }} space="large">
        {featuredInsights.map((insight) => (
          <InsightCard key={insight.id} insight={insight} />
        ))}
      </Tiles>
    </Section>
  );
});

interface InsightResultsProps {
  results: readonly Insight[];
  elsewhere: readonly PieceEntry[];
  /** What was searched for, as the results were found. */
  query: string;
}

/** The insights the filters let through, then the pieces elsewhere that the search found. */
const InsightResults = memo(function InsightResults({ results, elsewhere, query }: InsightResultsProps) {
  return (
    <>
      {results.length > 0 ? (
        <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
          {results.map((insight) => (
            <InsightCard key={insight.id} insight={insight} />
          ))}
        </Tiles>
      ) : null}
      {elsewhere.length > 0 ? (
        <Stack space="small" render={<section aria-labelledby="elsewhere-heading" />}>
          <Heading level={3} size="4" id="elsewhere-heading">
            {copy.elsewhereHeading.replace('{query}', () => query.trim())}
          </Heading>
          <List>
            {elsewhere.map((entry) => (
              <Fragment key={entry.slug}>
                <Link href={entry.path}>{entry.title}</Link> ({insightsContent.piece.typeNames[entry.type]})
              </Fragment>
            ))}
          </List>
        </Stack>
      ) : null}
    </>
  );
});
