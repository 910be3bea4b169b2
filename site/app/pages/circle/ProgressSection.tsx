import {
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  EmptyState,
  Heading,
  Inline,
  Section,
  Stack,
  Text,
  TrendChart,
  useToast,
  type TrendChartBand,
  type TrendChartPoint,
} from '@akoma/design-system';
import { useRef, useState } from 'react';

import copy from '#content/assessmentHistory';

import { assessmentTiers } from '../../content/assessment';
import type { HomeSectionHref } from '../../content/sectionIds';
import { fillTemplate, onFirstUse, siteLocale } from '../../format';
import { weakestArea } from '../../tools/scoreAssessment';
import { RowsNotReady } from './RowsNotReady';
import {
  deleteAssessmentResult,
  reloadAssessmentResults,
  useAssessmentResults,
  type AssessmentResult,
} from '../../members/assessmentResults';

/** Where the assessment is: the home page's section (checked against its id by the type). */
const assessmentHref = '/#assessment' satisfies HomeSectionHref<'assessment'>;

// When a result was taken, to the minute, in the member's own time zone: two results on one day
// stay apart. Member data shows only after hydration, so the prerendered HTML never holds it.
const takenFormat = onFirstUse(() => new Intl.DateTimeFormat(siteLocale, { dateStyle: 'long', timeStyle: 'short' }));
const takenAt = (result: AssessmentResult) => takenFormat().format(new Date(result.createdAt));

/** The tiers as the chart's bands: up to 40, up to 70, then the rest of the scale. */
const tierBands: readonly TrendChartBand[] = assessmentTiers.map((tier) => ({ upTo: tier.upTo ?? 100, label: tier.title }));

/** The signed-in member's saved assessments: the readiness score over time, then each result with Delete. */
export function ProgressSection() {
  const { member, status, items } = useAssessmentResults();
  if (!member) return null;
  return (
    <Section id="progress" heading={copy.heading} intro={copy.intro}>
      {status !== 'ready' ? (
        <RowsNotReady
          status={status}
          loading={copy.loading}
          failed={copy.loadFailed}
          retry={copy.retry}
          onRetry={reloadAssessmentResults}
        />
      ) : (
        <History results={items} />
      )}
    </Section>
  );
}

function History({ results }: { results: readonly AssessmentResult[] }) {
  const toast = useToast();
  const [pending, setPending] = useState<AssessmentResult | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const takeAssessment = useRef<HTMLAnchorElement>(null);
  // Where focus goes when the dialog closes: the opener (the default) after Cancel; after a
  // deletion, which takes the opener away, the list's heading, or the empty state's link.
  const focusAfterDialog = useRef<HTMLElement | null>(null);

  const confirmDelete = async () => {
    if (!pending) return;
    const taken = takenAt(pending);
    try {
      await deleteAssessmentResult(pending.id);
    } catch (error) {
      toast.error(copy.deleting.failed);
      throw error;
    }
    focusAfterDialog.current = resultsHeading.current ?? takeAssessment.current;
    toast.success(fillTemplate(copy.deleting.deleted, { taken }));
  };

  // The chart runs oldest to newest; the list below, newest first.
  const points: TrendChartPoint[] = [...results].reverse().map((result) => ({
    key: result.id,
    label: takenAt(result),
    value: result.score,
    detail: result.tier,
  }));

  return (
    <>
      {results.length === 0 ? (
        <EmptyState
          heading={copy.empty.heading}
          actions={
            <ButtonLink ref={takeAssessment} href={assessmentHref}>
              {copy.empty.button}
            </ButtonLink>
          }
        >
          {copy.empty.text}
        </EmptyState>
      ) : (
        <Stack space="xlarge">
          <TrendChart
            caption={copy.chart.caption}
            points={points}
            labelHeader={copy.chart.dateHeader}
            valueHeader={copy.chart.scoreHeader}
            detailHeader={copy.chart.tierHeader}
            bands={tierBands}
          />
          <Stack space="medium">
            <Heading ref={resultsHeading} level={3} size="4" tabIndex={-1}>
              {copy.results.heading}
            </Heading>
            <Text tone="secondary">
              {fillTemplate(results.length === 1 ? copy.results.count.one : copy.results.count.other, { count: results.length })}
            </Text>
            <Stack render={<ul />} space="medium">
              {results.map((result) => (
                <ResultCard
                  key={result.id}
                  result={result}
                  onDelete={() => {
                    focusAfterDialog.current = null;
                    setPending(result);
                  }}
                />
              ))}
            </Stack>
          </Stack>
        </Stack>
      )}
      {/* Outside the list, so it stays open (busy) while the last result leaves it. */}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={copy.deleting.confirmTitle}
        description={
          pending
            ? fillTemplate(copy.deleting.confirmDescription, { taken: takenAt(pending), score: pending.score, tier: pending.tier })
            : ''
        }
        confirmLabel={copy.deleting.confirmLabel}
        tone="critical"
        onConfirm={confirmDelete}
        finalFocus={focusAfterDialog}
      />
    </>
  );
}

function ResultCard({ result, onDelete }: { result: AssessmentResult; onDelete: () => void }) {
  const taken = takenAt(result);
  const weakest = weakestArea(result.areaScores);
  return (
    <Card render={<li />}>
      <Stack space="small">
        <Heading level={4} size="4">
          <time dateTime={result.createdAt}>{taken}</time>
        </Heading>
        <Text weight="semibold">
          {fillTemplate(copy.results.score, { score: result.score })} · {result.tier}
        </Text>
        <Text size="small" tone="secondary">
          {weakest ? fillTemplate(copy.results.weakestArea, { area: weakest.area, score: weakest.score }) : copy.results.noAreas}
        </Text>
        <Inline space="small">
          <Button variant="secondary" size="small" aria-label={fillTemplate(copy.deleting.buttonName, { taken })} onClick={onDelete}>
            {copy.deleting.button}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
