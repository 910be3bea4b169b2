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
import { memo, useCallback, useDeferredValue, useId, useMemo, useState, type SubmitEvent } from 'react';
import { useLocation } from 'react-router';

import roi from '#content/roi';

import { useHydrated } from '../../useHydrated';
import { findRoiIndustry, findRoiRegion, roiFigures, roiIndustries, roiInputRules, roiRates, roiRegions } from '../../content/roi';
import { homeSectionIds } from '../../content/sectionIds';
import { fillTemplate, formatCount, formatDate, formatDollars, formatPercent } from '../../format';
import { trackGoal } from '../../analytics/goals';
import { calculateRoi, parseWholeNumber, sameRoiInputs, type RoiInputs, type RoiResult } from '../../tools/calculateRoi';
import { KeepRoiEstimate } from './KeepRoiEstimate';
import { completeRoiInputs, hasRoiLink, readRoiLink, roiLinkPath } from '../../tools/roiLink';
import * as printStyles from './roiPrint.css';

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
  /** When it was worked out: the printed copy's date and the default name of a saved estimate. */
  madeOn: Date;
}

/** What the form holds: the number fields' text as typed, and the other choices. */
interface Entries {
  employees: string;
  averageSalary: string;
  turnover: number;
  engagement: number;
  industry: string;
  region: string;
}

const startingEntries: Entries = {
  employees: String(roiInputRules.employees.default),
  averageSalary: String(roiInputRules.averageSalary.default),
  turnover: roiInputRules.turnover.default,
  engagement: roiInputRules.engagement.default,
  industry: '',
  region: '',
};

/** The form filled in from a link: its valid inputs, and the starting value of every other field. */
function entriesFromLink(inputs: Partial<RoiInputs>): Entries {
  return {
    employees: inputs.employees === undefined ? startingEntries.employees : String(inputs.employees),
    averageSalary: inputs.averageSalary === undefined ? startingEntries.averageSalary : String(inputs.averageSalary),
    turnover: inputs.currentTurnover ?? startingEntries.turnover,
    engagement: inputs.engagementScore ?? startingEntries.engagement,
    industry: inputs.industry ?? '',
    region: inputs.region ?? '',
  };
}

/** The calculator's inputs from what the form holds, or null until an industry and a region are chosen. */
function inputsFrom(entries: Entries): RoiInputs | null {
  const industry = findRoiIndustry(entries.industry);
  const region = findRoiRegion(entries.region);
  if (!industry || !region) return null;
  return {
    employees: parseWholeNumber(entries.employees),
    averageSalary: parseWholeNumber(entries.averageSalary),
    currentTurnover: entries.turnover,
    engagementScore: entries.engagement,
    industry: industry.value,
    region: region.value,
  };
}

/** The estimate for these inputs, numbered after the previous one. */
function calculationFor(inputs: RoiInputs, previous: Calculation | null): Calculation | null {
  const industry = findRoiIndustry(inputs.industry);
  const region = findRoiRegion(inputs.region);
  if (!industry || !region) return previous;
  return { inputs, industry, region, result: calculateRoi(inputs), run: (previous?.run ?? 0) + 1, madeOn: new Date() };
}

const { form, estimate: estimateWords, print } = roi;
const { summary: summaryWords, headline, breakdown } = estimateWords;

const percentOfFraction = (fraction: number) => formatPercent(fraction * 100);
const formatEngagement = roiFigures.engagement;

/** What the visitor still has to choose before the calculator can run, in words; undefined when nothing. */
function missingChoice(industryChosen: boolean, regionChosen: boolean): string | undefined {
  if (industryChosen && regionChosen) return undefined;
  if (industryChosen) return form.chooseRegion;
  return regionChosen ? form.chooseIndustry : form.chooseBoth;
}

const roiFigure = (result: RoiResult) => roiFigures.roi(result.roi);
const paybackFigure = roiFigures.payback;

/** The calendar day of a date in the visitor's time zone, as YYYY-MM-DD. */
const localDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

/** The one-sentence summary shown above the figures and announced to screen readers. */
function summary({ inputs, industry, region, result }: Calculation): string {
  const headline =
    result.roi === null
      ? summaryWords.noReturn
      : result.paybackMonths === null
        ? fillTemplate(summaryWords.withoutPayback, { roi: formatPercent(result.roi) })
        : fillTemplate(summaryWords.withPayback, {
            roi: formatPercent(result.roi),
            payback: paybackFigure(result.paybackMonths).toLowerCase(),
          });
  return fillTemplate(summaryWords.sentence, {
    headline,
    employees: formatCount(inputs.employees),
    salary: formatDollars(inputs.averageSalary),
    turnover: formatPercent(inputs.currentTurnover),
    engagement: String(inputs.engagementScore),
    industry: industry.label,
    region: region.label,
  });
}

/** Each figure with the sum behind it, so the estimate can be checked against calculateRoi's formulas. */
function breakdownRows({ inputs, industry, region, result }: Calculation) {
  const { benchmarks } = industry;
  const turnoverAtBenchmark = inputs.currentTurnover / 100 <= benchmarks.turnover;
  const engagementAtBenchmark = inputs.engagementScore >= benchmarks.engagement;
  const { currentCosts, potentialSavings, productivityGains, totalBenefits, programInvestment, netBenefit } = breakdown;
  const turnoverBenchmark = { industry: industry.label, benchmark: percentOfFraction(benchmarks.turnover) };
  return [
    {
      figure: currentCosts.name,
      amount: formatDollars(result.currentCosts),
      basis: fillTemplate(currentCosts.basis, {
        turnover: formatPercent(inputs.currentTurnover),
        employees: formatCount(inputs.employees),
        share: percentOfFraction(roiRates.replacementCostShare),
      }),
    },
    {
      figure: potentialSavings.name,
      amount: formatDollars(result.potentialSavings),
      basis: fillTemplate(turnoverAtBenchmark ? potentialSavings.atBenchmark : potentialSavings.basis, turnoverBenchmark),
    },
    {
      figure: productivityGains.name,
      amount: formatDollars(result.productivityGains),
      basis: engagementAtBenchmark
        ? fillTemplate(productivityGains.atBenchmark, { industry: industry.label, benchmark: String(benchmarks.engagement) })
        : fillTemplate(productivityGains.basis, {
            benchmark: String(benchmarks.engagement),
            share: percentOfFraction(roiRates.productivityShare),
          }),
    },
    { figure: totalBenefits.name, amount: formatDollars(result.totalBenefits), basis: totalBenefits.basis },
    {
      figure: programInvestment.name,
      amount: formatDollars(result.programInvestment),
      basis: fillTemplate(programInvestment.basis, {
        perEmployee: formatDollars(roiRates.investmentPerEmployee),
        multiplier: String(region.multiplier),
        region: region.label,
      }),
    },
    { figure: netBenefit.name, amount: formatDollars(result.netBenefit), basis: netBenefit.basis },
  ];
}

/**
 * The ROI calculator: the visitor's figures on one side, the estimate on the other. The estimate
 * only changes when Calculate ROI is pressed; until then a changed input is flagged, not applied.
 */
export function RoiCalculatorSection() {
  const [entries, setEntries] = useState<Entries>(startingEntries);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const setEntry = useCallback(<Key extends keyof Entries>(key: Key, value: Entries[Key]) => {
    setEntries((current) => ({ ...current, [key]: value }));
  }, []);
  const calculate = useCallback((inputs: RoiInputs) => {
    setCalculation((previous) => calculationFor(inputs, previous));
    // A press of Calculate ROI (an estimate opened from a link is not one): the choices, not the figures.
    trackGoal('ROI calculated', { industry: inputs.industry, region: inputs.region });
  }, []);

  // A link to an estimate (see roiLink.ts) fills the form in and shows its result, once per link:
  // worked out during render, React's pattern for state that follows the address. Its inputs, not
  // the whole query, say whether it is a new link, so dropping the save flag applies nothing again.
  const location = useLocation();
  const hydrated = useHydrated();
  const link = hydrated && hasRoiLink(location.search) ? readRoiLink(location.search) : null;
  const linkKey = link ? JSON.stringify(link.inputs) : null;
  const [appliedLinkKey, setAppliedLinkKey] = useState<string | null>(null);
  if (linkKey !== appliedLinkKey) {
    setAppliedLinkKey(linkKey);
    if (link) {
      setEntries(entriesFromLink(link.inputs));
      const linked = completeRoiInputs(link.inputs);
      if (linked) setCalculation((previous) => calculationFor(linked, previous));
    }
  }

  const inputs = useMemo(() => inputsFrom(entries), [entries]);
  // The summary answers Calculate ROI at once; the figures and the breakdown table follow in the
  // render after, which React works on between the visitor's inputs (rendered with the press, they
  // made the button answer late on a slow phone). The form, unchanged by the press, is not rendered
  // again at all.
  const shownCalculation = useDeferredValue(calculation);
  const outOfDate = calculation !== null && (inputs === null || !sameRoiInputs(inputs, calculation.inputs));

  return (
    <Section id={homeSectionIds.roiCalculator} tone="muted" eyebrow={roi.eyebrow} heading={roi.heading} intro={roi.intro}>
      <Columns space={{ mobile: 'large', desktop: 'xlarge' }} collapseBelow="desktop" alignY="top">
        <Column width="2/5">
          <RoiForm entries={entries} inputs={inputs} onEntry={setEntry} onCalculate={calculate} />
        </Column>
        <Column>
          <Card shadow="small" className={printStyles.estimate}>
            <Stack space="large">
              {/* Print-only, so it waits with the figures. */}
              {shownCalculation ? <PrintedHeader calculation={shownCalculation} /> : null}
              <Heading level={3} size="4">
                {calculation ? estimateWords.resultsHeading : estimateWords.readyHeading}
              </Heading>
              {/* Always in the page, so the new summary (and the out-of-date note) is announced when it appears. */}
              <Stack space="small" role="status">
                {calculation ? (
                  <Text key={calculation.run} weight="semibold">
                    {summary(calculation)}
                  </Text>
                ) : (
                  <Text tone="secondary">{estimateWords.readyText}</Text>
                )}
                {outOfDate ? (
                  <Columns space="xsmall" className={printStyles.screenOnly}>
                    <Column width="content">
                      <IconInfo />
                    </Column>
                    <Column>
                      <Text weight="semibold">{estimateWords.staleNote}</Text>
                    </Column>
                  </Columns>
                ) : null}
              </Stack>
              {shownCalculation ? <RoiResults calculation={shownCalculation} saveOnReturn={link?.save ?? false} /> : null}
            </Stack>
          </Card>
        </Column>
      </Columns>
    </Section>
  );
}

interface RoiFormProps {
  entries: Entries;
  /** The inputs the entries make, or null while an industry or a region is still to choose. */
  inputs: RoiInputs | null;
  onEntry: <Key extends keyof Entries>(key: Key, value: Entries[Key]) => void;
  onCalculate: (inputs: RoiInputs) => void;
}

/** The visitor's figures and Calculate ROI. Memoised: a new estimate leaves it as it is. */
const RoiForm = memo(function RoiForm({ entries, inputs, onEntry, onCalculate }: RoiFormProps) {
  const reasonId = useId();
  const inputsHeadingId = useId();
  const reason = missingChoice(findRoiIndustry(entries.industry) !== undefined, findRoiRegion(entries.region) !== undefined);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button stays focusable while it can't be used, so Enter in a field must be stopped here too.
    if (inputs) onCalculate(inputs);
  };
  return (
    <Card shadow="small">
      <form noValidate onSubmit={submit} aria-labelledby={inputsHeadingId}>
        <Stack space="large">
          <Heading id={inputsHeadingId} level={3} size="4">
            {form.heading}
          </Heading>
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            name="employees"
            label={form.employeesLabel}
            hint={form.employeesHint}
            value={entries.employees}
            onChange={(event) => onEntry('employees', event.currentTarget.value)}
          />
          <TextField
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            name="averageSalary"
            label={form.salaryLabel}
            hint={form.salaryHint}
            value={entries.averageSalary}
            onChange={(event) => onEntry('averageSalary', event.currentTarget.value)}
          />
          <Slider
            name="currentTurnover"
            label={form.turnoverLabel}
            min={roiInputRules.turnover.min}
            max={roiInputRules.turnover.max}
            step={roiInputRules.turnover.step}
            value={entries.turnover}
            onChange={(value) => onEntry('turnover', value)}
            formatValue={formatPercent}
          />
          <Slider
            name="engagementScore"
            label={form.engagementLabel}
            min={roiInputRules.engagement.min}
            max={roiInputRules.engagement.max}
            step={roiInputRules.engagement.step}
            value={entries.engagement}
            onChange={(value) => onEntry('engagement', value)}
            formatValue={formatEngagement}
          />
          <Select
            name="industry"
            required
            label={form.industryLabel}
            placeholder={form.industryPlaceholder}
            options={roiIndustries}
            value={entries.industry}
            onChange={(event) => onEntry('industry', event.currentTarget.value)}
          />
          <Select
            name="region"
            required
            label={form.regionLabel}
            placeholder={form.regionPlaceholder}
            options={roiRegions}
            value={entries.region}
            onChange={(event) => onEntry('region', event.currentTarget.value)}
          />
          <Stack space="small">
            {/* Focusable while unavailable, so keyboard and screen-reader users meet it and hear why. */}
            <Button type="submit" disabled={reason !== undefined} accessibleWhenDisabled aria-describedby={reason ? reasonId : undefined}>
              {form.calculate}
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
  );
});

/**
 * What the printed estimate says that the page around it says on screen: whose estimate, when and
 * where it was made, and the inputs (on screen, the form). Left out of the accessibility tree and
 * of the screen, where it would repeat the form.
 */
function PrintedHeader({ calculation }: { calculation: Calculation }) {
  const { inputs, industry, region } = calculation;
  const rows = [
    { input: form.employeesLabel, value: formatCount(inputs.employees) },
    { input: form.salaryLabel, value: formatDollars(inputs.averageSalary) },
    { input: form.turnoverLabel, value: formatPercent(inputs.currentTurnover) },
    { input: form.engagementLabel, value: formatEngagement(inputs.engagementScore) },
    { input: form.industryLabel, value: industry.label },
    { input: form.regionLabel, value: region.label },
  ];
  return (
    <div className={printStyles.printOnly}>
      <Stack space="medium">
        <Heading level={3} size="3">
          {print.heading}
        </Heading>
        <Text>{fillTemplate(print.prepared, { date: formatDate(localDay(calculation.madeOn)), address: window.location.host })}</Text>
        {/* The form's six fields as label and value, three to a row, so the page keeps room for the figures. */}
        <Stack space="small">
          <Heading level={4}>{print.inputsCaption}</Heading>
          <Tiles render={<dl />} columns={{ mobile: 3 }} space="small">
            {rows.map((row) => (
              <div key={row.input}>
                <Text render={<dt />} size="small" tone="secondary">
                  {row.input}
                </Text>
                <Text render={<dd />} weight="semibold">
                  {row.value}
                </Text>
              </div>
            ))}
          </Tiles>
        </Stack>
      </Stack>
    </div>
  );
}

/** The estimate: the headline figures, then each amount with how it was worked out. */
const RoiResults = memo(function RoiResults({ calculation, saveOnReturn }: { calculation: Calculation; saveOnReturn: boolean }) {
  const { result } = calculation;
  return (
    <Stack space="large">
      {/* On paper the four figures share a row (roiPrint.css.ts), so the estimate fits one page. */}
      <Tiles columns={{ mobile: 1, tablet: 2 }} space="large" className={printStyles.figures}>
        <HeadlineFigures result={result} />
      </Tiles>
      <Table
        caption={breakdown.caption}
        columns={[
          { key: 'figure', header: breakdown.figureHeader },
          { key: 'amount', header: breakdown.amountHeader },
          { key: 'basis', header: breakdown.basisHeader },
        ]}
        rows={breakdownRows(calculation)}
        rowHeader="figure"
      />
      <Text size="small" tone="secondary">
        {estimateWords.disclaimer}
      </Text>
      <div className={printStyles.printOnly}>
        <Stack space="xsmall">
          <Text size="small">{print.reopen}</Text>
          <Text size="small">{new URL(roiLinkPath(calculation.inputs), window.location.origin).href}</Text>
        </Stack>
      </div>
      <KeepRoiEstimate
        estimate={{ inputs: calculation.inputs, result, run: calculation.run, madeOn: calculation.madeOn }}
        saveOnReturn={saveOnReturn}
      />
      <Inline space="small" className={printStyles.screenOnly}>
        <ButtonLink href={estimateWords.discuss.href} variant="secondary">
          {estimateWords.discuss.label}
        </ButtonLink>
      </Inline>
    </Stack>
  );
});

/** The four headline figures: return, payback, benefits and net benefit. */
function HeadlineFigures({ result }: { result: RoiResult }) {
  return (
    <>
      <StatTile
        figure={roiFigure(result)}
        label={headline.roiLabel}
        tone="brandAccent"
        subtext={result.roi === null ? headline.notMeasurableNote : undefined}
      />
      {result.paybackMonths === null ? (
        <StatTile figure={headline.noPayback} label={headline.noPaybackLabel} tone="brandAccent" subtext={headline.noPaybackNote} />
      ) : (
        <StatTile figure={paybackFigure(result.paybackMonths)} label={headline.paybackLabel} tone="brandAccent" />
      )}
      <StatTile figure={formatDollars(result.totalBenefits)} label={headline.totalBenefitsLabel} tone="brandAccent" />
      <StatTile figure={formatDollars(result.netBenefit)} label={headline.netBenefitLabel} tone="brandAccent" />
    </>
  );
}
