import {
  Button,
  ButtonLink,
  Card,
  Column,
  Columns,
  Heading,
  IconInfo,
  Inline,
  Section,
  Select,
  Slider,
  Stack,
  StatTile,
  Table,
  Text,
  TextField,
  Tiles,
} from '@akoma/design-system';
import { useId, useState, type SubmitEvent } from 'react';

import { findRoiIndustry, findRoiRegion, roiCopy, roiIndustries, roiInputRules, roiRates, roiRegions } from '../content/roi';
import { homeSectionIds } from '../content/sectionIds';
import { formatCount, formatDollars, formatPercent } from '../format';
import { calculateRoi, parseWholeNumber, sameRoiInputs, type RoiInputs, type RoiResult } from './calculateRoi';

type IndustryOption = (typeof roiIndustries)[number];
type RegionOption = (typeof roiRegions)[number];

/** The estimate on screen, with what it was worked out from. */
interface Calculation {
  inputs: RoiInputs;
  industry: IndustryOption;
  region: RegionOption;
  result: RoiResult;
  /** Counts presses of Calculate ROI, so even an unchanged estimate is announced again. */
  run: number;
}

const percentOfFraction = (fraction: number) => formatPercent(fraction * 100);
const formatEngagement = (value: number) => `${String(value)} / 100`;

/** What the visitor still has to choose before the calculator can run, in words; undefined when nothing. */
function missingChoice(industryChosen: boolean, regionChosen: boolean): string | undefined {
  if (industryChosen && regionChosen) return undefined;
  const missing = [industryChosen ? null : 'an industry', regionChosen ? null : 'a region'].filter(Boolean).join(' and ');
  return `Choose ${missing} to calculate your ROI.`;
}

function roiFigure(result: RoiResult): string {
  return result.roi === null ? 'Not measurable' : formatPercent(result.roi);
}

function paybackFigure(months: number): string {
  if (months === 0) return 'Under 1 month';
  return months === 1 ? '1 month' : `${String(months)} months`;
}

/** The one-sentence summary shown above the figures and announced to screen readers. */
function summary({ inputs, industry, region, result }: Calculation): string {
  const headline =
    result.roi === null
      ? 'No return to measure'
      : `${formatPercent(result.roi)} return on investment, ${
          result.paybackMonths === null ? 'with no payback' : `paying back in ${paybackFigure(result.paybackMonths).toLowerCase()}`
        }`;
  return `${headline}: estimated for ${formatCount(inputs.employees)} employees on an average salary of ${formatDollars(
    inputs.averageSalary,
  )}, with ${formatPercent(inputs.currentTurnover)} turnover and an engagement score of ${String(inputs.engagementScore)}, in ${
    industry.label
  }, ${region.label}.`;
}

/** Each figure with the sum behind it, so the estimate can be checked against calculateRoi's formulas. */
function breakdownRows({ inputs, industry, region, result }: Calculation) {
  const { benchmarks } = industry;
  const turnoverAtBenchmark = inputs.currentTurnover / 100 <= benchmarks.turnover;
  const engagementAtBenchmark = inputs.engagementScore >= benchmarks.engagement;
  return [
    {
      figure: 'Current turnover cost',
      amount: formatDollars(result.currentCosts),
      basis: `${formatPercent(inputs.currentTurnover)} of ${formatCount(inputs.employees)} employees leave each year; replacing each costs ${percentOfFraction(
        roiRates.replacementCostShare,
      )} of their salary.`,
    },
    {
      figure: 'Potential savings',
      amount: formatDollars(result.potentialSavings),
      basis: turnoverAtBenchmark
        ? `Your turnover is already at or below the ${industry.label} benchmark of ${percentOfFraction(benchmarks.turnover)}.`
        : `Bringing turnover down to the ${industry.label} benchmark of ${percentOfFraction(benchmarks.turnover)}.`,
    },
    {
      figure: 'Productivity gains',
      amount: formatDollars(result.productivityGains),
      basis: engagementAtBenchmark
        ? `Your engagement is already at or above the ${industry.label} benchmark of ${String(benchmarks.engagement)}.`
        : `Raising engagement to the benchmark of ${String(benchmarks.engagement)} recovers ${percentOfFraction(
            roiRates.productivityShare,
          )} of the salary value of the gap.`,
    },
    { figure: 'Total benefits', amount: formatDollars(result.totalBenefits), basis: 'Potential savings plus productivity gains.' },
    {
      figure: 'Programme investment',
      amount: formatDollars(result.programInvestment),
      basis: `${formatDollars(roiRates.investmentPerEmployee)} per employee, times ${String(region.multiplier)} for prices in ${region.label}.`,
    },
    { figure: 'Net benefit', amount: formatDollars(result.netBenefit), basis: 'Total benefits minus the programme investment.' },
  ] as const;
}

/**
 * The ROI calculator: the visitor's figures on one side, the estimate on the other. The estimate
 * only changes when Calculate ROI is pressed; until then a changed input is flagged, not applied.
 */
export function RoiCalculatorSection() {
  const reasonId = useId();
  const inputsHeadingId = useId();
  const [employeesEntry, setEmployeesEntry] = useState(String(roiInputRules.employees.default));
  const [salaryEntry, setSalaryEntry] = useState(String(roiInputRules.averageSalary.default));
  const [turnover, setTurnover] = useState<number>(roiInputRules.turnover.default);
  const [engagement, setEngagement] = useState<number>(roiInputRules.engagement.default);
  const [industryValue, setIndustryValue] = useState('');
  const [regionValue, setRegionValue] = useState('');
  const [calculation, setCalculation] = useState<Calculation | null>(null);

  const industry = findRoiIndustry(industryValue);
  const region = findRoiRegion(regionValue);
  const inputs: RoiInputs | null =
    industry && region
      ? {
          employees: parseWholeNumber(employeesEntry),
          averageSalary: parseWholeNumber(salaryEntry),
          currentTurnover: turnover,
          engagementScore: engagement,
          industry: industry.value,
          region: region.value,
        }
      : null;
  const reason = missingChoice(industry !== undefined, region !== undefined);
  const outOfDate = calculation !== null && (inputs === null || !sameRoiInputs(inputs, calculation.inputs));

  const calculate = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button stays focusable while it can't be used, so Enter in a field must be stopped here too.
    if (!inputs || !industry || !region) return;
    setCalculation((previous) => ({ inputs, industry, region, result: calculateRoi(inputs), run: (previous?.run ?? 0) + 1 }));
  };

  return (
    <Section id={homeSectionIds.roiCalculator} tone="muted" eyebrow={roiCopy.eyebrow} heading={roiCopy.heading} intro={roiCopy.intro}>
      <Columns space={{ mobile: 'large', desktop: 'xlarge' }} collapseBelow="desktop" alignY="top">
        <Column width="2/5">
          <Card shadow="small">
            <form noValidate onSubmit={calculate} aria-labelledby={inputsHeadingId}>
              <Stack space="large">
                <Heading id={inputsHeadingId} level={3} size="4">
                  {roiCopy.inputsHeading}
                </Heading>
                <TextField
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  name="employees"
                  label={roiCopy.employeesLabel}
                  hint={roiCopy.employeesHint}
                  value={employeesEntry}
                  onChange={(event) => setEmployeesEntry(event.currentTarget.value)}
                />
                <TextField
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  name="averageSalary"
                  label={roiCopy.salaryLabel}
                  hint={roiCopy.salaryHint}
                  value={salaryEntry}
                  onChange={(event) => setSalaryEntry(event.currentTarget.value)}
                />
                <Slider
                  name="currentTurnover"
                  label={roiCopy.turnoverLabel}
                  min={roiInputRules.turnover.min}
                  max={roiInputRules.turnover.max}
                  step={roiInputRules.turnover.step}
                  value={turnover}
                  onChange={setTurnover}
                  formatValue={formatPercent}
                />
                <Slider
                  name="engagementScore"
                  label={roiCopy.engagementLabel}
                  min={roiInputRules.engagement.min}
                  max={roiInputRules.engagement.max}
                  step={roiInputRules.engagement.step}
                  value={engagement}
                  onChange={setEngagement}
                  formatValue={formatEngagement}
                />
                <Select
                  name="industry"
                  required
                  label={roiCopy.industryLabel}
                  placeholder={roiCopy.industryPlaceholder}
                  options={roiIndustries}
                  value={industryValue}
                  onChange={(event) => setIndustryValue(event.currentTarget.value)}
                />
                <Select
                  name="region"
                  required
                  label={roiCopy.regionLabel}
                  placeholder={roiCopy.regionPlaceholder}
                  options={roiRegions}
                  value={regionValue}
                  onChange={(event) => setRegionValue(event.currentTarget.value)}
                />
                <Stack space="small">
                  {/* Focusable while unavailable, so keyboard and screen-reader users meet it and hear why. */}
                  <Button
                    type="submit"
                    disabled={reason !== undefined}
                    accessibleWhenDisabled
                    aria-describedby={reason ? reasonId : undefined}
                  >
                    {roiCopy.calculate}
                  </Button>
                  {reason ? (
                    <Text id={reasonId} size="small" tone="secondary">
                      {reason}
                    </Text>
                  ) : null}
                </Stack>
              </Stack>
            </form>
          </Card>
        </Column>
        <Column>
          <Card shadow="small">
            <Stack space="large">
              <Heading level={3} size="4">
                {calculation ? roiCopy.resultsHeading : roiCopy.readyHeading}
              </Heading>
              {/* Always in the page, so the new summary (and the out-of-date note) is announced when it appears. */}
              <Stack space="small" role="status">
                {calculation ? (
                  <Text key={calculation.run} weight="semibold">
                    {summary(calculation)}
                  </Text>
                ) : (
                  <Text tone="secondary">{roiCopy.readyText}</Text>
                )}
                {outOfDate ? (
                  <Columns space="xsmall">
                    <Column width="content">
                      <IconInfo />
                    </Column>
                    <Column>
                      <Text weight="semibold">{roiCopy.staleNote}</Text>
                    </Column>
                  </Columns>
                ) : null}
              </Stack>
              {calculation ? <RoiResults calculation={calculation} /> : null}
            </Stack>
          </Card>
        </Column>
      </Columns>
    </Section>
  );
}

/** The estimate: the headline figures, then each amount with how it was worked out. */
function RoiResults({ calculation }: { calculation: Calculation }) {
  const { result } = calculation;
  return (
    <Stack space="large">
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="large">
        <StatTile
          figure={roiFigure(result)}
          label="return on investment"
          tone="brandAccent"
          subtext={
            result.roi === null ? 'There is no programme investment to measure a return against: enter more than 0 employees.' : undefined
          }
        />
        {result.paybackMonths === null ? (
          <StatTile
            figure="No payback"
            label="on these figures"
            tone="brandAccent"
            subtext="The inputs show no savings or productivity gains to repay the investment."
          />
        ) : (
          <StatTile figure={paybackFigure(result.paybackMonths)} label="to pay back the investment" tone="brandAccent" />
        )}
        <StatTile figure={formatDollars(result.totalBenefits)} label="total benefits a year" tone="brandAccent" />
        <StatTile figure={formatDollars(result.netBenefit)} label="net benefit" tone="brandAccent" />
      </Tiles>
      <Table
        caption={roiCopy.breakdownCaption}
        columns={[
          { key: 'figure', header: 'Figure' },
          { key: 'amount', header: 'Amount' },
          { key: 'basis', header: 'How it is worked out' },
        ]}
        rows={breakdownRows(calculation)}
        rowHeader="figure"
      />
      <Text size="small" tone="secondary">
        {roiCopy.disclaimer}
      </Text>
      <Inline space="small">
        <ButtonLink href="/contact" variant="secondary">
          {roiCopy.discussLabel}
        </ButtonLink>
      </Inline>
    </Stack>
  );
}
