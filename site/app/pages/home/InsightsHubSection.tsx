import {
  Badge,
  Box,
  ButtonLink,
  Card,
  Heading,
  IconArrowRight,
  IconDownload,
  IconEye,
  Inline,
  List,
  MeterBar,
  Section,
  Select,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Table,
  Tabs,
  Text,
  Tiles,
  VisuallyHidden,
} from '@akoma/design-system';
import { useState, type ReactNode } from 'react';
import { pdfSizes } from 'virtual:pieces';

import insightsHub from '#content/homeInsightsHub';

import {
  defaultHubTab,
  defaultIndustry,
  defaultMarket,
  hubTabs,
  industryBenchmarks,
  hubIndustryIds,
  marketIds,
  markets,
  reportLinks,
  researchReports,
  trendKeys,
  type HubIndustryId,
  type MarketId,
} from '../../content/homeInsightsHub';
import { homeSectionIds } from '../../content/sectionIds';
import { fileLabel, fileSizeWords, nameWithFile } from '../../fileSizes';
import { actionOn, formatCount, formatDate, formatPercent, formatSignedPercent } from '../../format';
import { benchmarkBandWidth, benchmarkMeters, performanceBandNames, performanceBands } from '../../tools/industryBenchmarks';
import { fillIn } from './fillIn';
import { trendDirection } from './marketTrend';
import { SavePieceButton } from '../../members/SavePieceButton';

const marketOptions = marketIds.map((id) => ({ value: id, label: markets[id].name }));
const industryOptions = hubIndustryIds.map((id) => ({ value: id, label: industryBenchmarks[id].name }));
const { marketTrends, industryBenchmarks: benchmarkWords, researchReports: reportWords } = insightsHub;

/** A select sized to its choices rather than the whole panel. */
function NarrowField({ children }: { children: ReactNode }) {
  return (
    <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
      {children}
    </Tiles>
  );
}

function MarketTrendsPanel() {
  const [marketId, setMarketId] = useState<MarketId>(defaultMarket);
  const market = markets[marketId];
  return (
    <Stack space="xlarge">
      <NarrowField>
        <Select
          label={marketTrends.selectLabel}
          options={marketOptions}
          value={marketId}
          onChange={(event) => {
            setMarketId(marketIds.find((id) => id === event.target.value) ?? defaultMarket);
          }}
        />
      </NarrowField>
      <Stack space="large">
        <Heading level={3}>{fillIn(marketTrends.heading, { market: market.name })}</Heading>
        <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2, wide: 4 }} space="medium">
          {trendKeys.map((key) => {
            const { current, trend, description } = market.trends[key];
            const direction = trendDirection(trend);
            return (
              <li key={key}>
                <Card tone="muted">
                  <Stack space="small">
                    <Heading level={4}>{marketTrends.trendNames[key]}</Heading>
                    <Inline space="small" alignY="center">
                      <Text size="large" weight="bold">
                        {formatPercent(current)}
                      </Text>
                      <Badge trend={direction} trendLabel={marketTrends.trendLabels[direction]}>
                        {formatSignedPercent(trend)}
                      </Badge>
                    </Inline>
                    <Text size="small" tone="secondary">
                      {description}
                    </Text>
                  </Stack>
                </Card>
              </li>
            );
          })}
        </Tiles>
      </Stack>
      <Stack space="medium">
        <Heading level={3}>{fillIn(marketTrends.insightsHeading, { market: market.name })}</Heading>
        <List type="check">{market.insights}</List>
      </Stack>
    </Stack>
  );
}

const bandColumns = [
  { key: 'metric', header: benchmarkWords.metricColumn },
  { key: 'below', header: performanceBandNames.below },
  { key: 'at', header: performanceBandNames.at },
  { key: 'above', header: performanceBandNames.above },
] as const;

function IndustryBenchmarksPanel() {
  const [industryId, setIndustryId] = useState<HubIndustryId>(defaultIndustry);
  const industry = industryBenchmarks[industryId];
  return (
    <Stack space="xlarge">
      <NarrowField>
        <Select
          label={benchmarkWords.selectLabel}
          options={industryOptions}
          value={industryId}
          onChange={(event) => {
            setIndustryId(hubIndustryIds.find((id) => id === event.target.value) ?? defaultIndustry);
          }}
        />
      </NarrowField>
      <Stack space="large">
        <Heading level={3}>{fillIn(benchmarkWords.heading, { industry: industry.name })}</Heading>
        <Tiles columns={{ mobile: 1, desktop: 2 }} space="xlarge">
          {benchmarkMeters(industry).map((meter) => (
            <MeterBar
              key={meter.key}
              label={meter.label}
              value={meter.barValue}
              max={meter.max}
              displayValue={meter.displayValue}
              valueText={meter.valueText}
              description={meter.description}
            />
          ))}
        </Tiles>
      </Stack>
      <Stack space="medium">
        <Heading level={3}>{benchmarkWords.compareHeading}</Heading>
        <Text tone="secondary">
          {benchmarkWords.bandsExplanation
            .replaceAll('{industry}', industry.name.toLowerCase())
            .replaceAll('{width}', String(benchmarkBandWidth))}
        </Text>
        <Table
          caption={benchmarkWords.bandsCaption.replaceAll('{industry}', industry.name.toLowerCase())}
          captionVisibility="hidden"
          columns={bandColumns}
          rowHeader="metric"
          rows={performanceBands(industry)}
        />
      </Stack>
    </Stack>
  );
}

/**
 * A report button's label, "Preview", named for its report ("Preview: The Future of Work in Africa
 * 2025") so the three cards' buttons are told apart. One hidden phrase, since a name split across
 * elements gains a stray space ("Preview : ...").
 */
function NamedForReport({ label, title, file }: { label: string; title: string; file?: string }) {
  const name = actionOn(label, title);
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <VisuallyHidden>{file === undefined ? name : nameWithFile(name, file)}</VisuallyHidden>
    </>
  );
}

/** "PDF, 312 KB": the report's PDF as this edition links it (the build measures it, buildtime/piecesPlugin.ts). */
function reportPdfLabel(slug: string): string {
  const bytes = pdfSizes[slug];
  if (bytes === undefined) throw new Error(`The hub offers "${slug}" to download, but the edition links no PDF of it.`);
  return fileLabel(fileSizeWords.pdf, bytes);
}

function ResearchReportsPanel() {
  return (
    <Stack space="xlarge">
      <Tiles render={<ul />} columns={{ mobile: 1, desktop: 3 }} space="large">
        {researchReports.map((report) => {
          const file = reportPdfLabel(report.slug);
          return (
            <li key={report.title}>
              <Card render={<article />} tone="muted">
                <Stack space="medium">
                  <Inline space="xsmall">
                    <Badge tone="info">{report.category}</Badge>
                  </Inline>
                  <Heading level={3} size="4">
                    {report.title}
                  </Heading>
                  <Text tone="secondary">{report.description}</Text>
                  <Inline render={<ul />} space="medium">
                    <Text render={<li />} size="small" tone="secondary">
                      {fillIn(reportWords.pages, { pages: report.pages })}
                    </Text>
                    <Text render={<li />} size="small" tone="secondary">
                      {fillIn(reportWords.published, { date: <time dateTime={report.publishDate}>{formatDate(report.publishDate)}</time> })}
                    </Text>
                    <Text render={<li />} size="small" tone="secondary">
                      {fillIn(reportWords.downloads, { count: formatCount(report.downloadCount) })}
                    </Text>
                    <Text render={<li />} size="small" tone="secondary">
                      {file}
                    </Text>
                  </Inline>
                  <Inline space="small">
                    <ButtonLink href={reportLinks.preview.href(report.slug)} variant="secondary" size="small" icon={<IconEye />}>
                      <NamedForReport label={reportLinks.preview.label} title={report.title} />
                    </ButtonLink>
                    <ButtonLink href={reportLinks.download.href(report.slug)} download size="small" icon={<IconDownload />}>
                      <NamedForReport label={reportLinks.download.label} title={report.title} file={file} />
                    </ButtonLink>
                  </Inline>
                  <SavePieceButton slug={report.slug} title={report.title} variant="ghost" />
                </Stack>
              </Card>
            </li>
          );
        })}
      </Tiles>
      <Inline space="small">
        <ButtonLink href={reportLinks.viewAll.href} variant="secondary" iconAfter={<IconArrowRight />}>
          {reportLinks.viewAll.label}
        </ButtonLink>
      </Inline>
    </Stack>
  );
}

/**
 * The business intelligence hub: market trends by country, industry benchmarks and research
 * reports, one tab each, starting on market trends, Nigeria and banking. The other two panels render
 * when first opened, so the prerendered page carries only the one on screen.
 */
export function InsightsHubSection() {
  return (
    <Section id={homeSectionIds.insightsHub} eyebrow={insightsHub.eyebrow} heading={insightsHub.heading} intro={insightsHub.intro}>
      <Tabs defaultSelectedId={defaultHubTab}>
        <Stack space="xlarge">
          <TabList aria-label={insightsHub.tabListLabel}>
            {hubTabs.map((tab) => (
              <Tab key={tab.id} id={tab.id}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          <Box>
            <TabPanel tabId="market-trends" lazy>
              <MarketTrendsPanel />
            </TabPanel>
            <TabPanel tabId="industry-benchmarks" lazy>
              <IndustryBenchmarksPanel />
            </TabPanel>
            <TabPanel tabId="research-reports" lazy>
              <ResearchReportsPanel />
            </TabPanel>
          </Box>
        </Stack>
      </Tabs>
    </Section>
  );
}
