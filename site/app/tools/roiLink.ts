import { findRoiIndustry, findRoiRegion, roiInputRules } from '../content/roi';
import { homeSectionIds } from '../content/sectionIds';
import type { RoiInputs } from './calculateRoi';

/**
 * An ROI estimate as a link: the calculator's six inputs in the home page's query, so anyone who
 * opens it sees the calculator filled in and the result worked out (nothing is stored; the link is
 * the estimate). The same checks read an estimate a member saved, since a link can be edited by
 * hand and a stored row could predate today's rules: each value that breaks its rule is dropped on
 * its own, and the calculator keeps its starting value for that field.
 */

/** The query parameter of each input: short, so a link stays readable when pasted into a message. */
export const roiLinkParameters = {
  employees: 'emp',
  averageSalary: 'sal',
  currentTurnover: 'turn',
  engagementScore: 'eng',
  industry: 'ind',
  region: 'reg',
} as const satisfies Record<keyof RoiInputs, string>;

/** Set on the link a visitor takes through signing in, so the estimate is saved when they are back. */
export const roiSaveParameter = 'save-roi';

/**
 * The largest head count or salary a link may carry: nine digits, more than any organisation has
 * and far inside the numbers JavaScript holds exactly, so the sums stay sums.
 */
export const largestRoiWholeNumber = 999_999_999;

type NumberInput = 'employees' | 'averageSalary' | 'currentTurnover' | 'engagementScore';

/** A whole number from a link's text (digits only: no sign, exponent or decimals) or from stored JSON. */
function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  return undefined;
}

/** The value when it is one the slider can take: within its range and on one of its steps. */
function onSlider(value: number | undefined, rule: { min: number; max: number; step: number }): number | undefined {
  if (value === undefined || value < rule.min || value > rule.max) return undefined;
  return (value - rule.min) % rule.step === 0 ? value : undefined;
}

const numberChecks: Record<NumberInput, (value: unknown) => number | undefined> = {
  employees: (value) => {
    const number = wholeNumber(value);
    return number !== undefined && number >= 0 && number <= largestRoiWholeNumber ? number : undefined;
  },
  averageSalary: (value) => {
    const number = wholeNumber(value);
    return number !== undefined && number >= 0 && number <= largestRoiWholeNumber ? number : undefined;
  },
  currentTurnover: (value) => onSlider(wholeNumber(value), roiInputRules.turnover),
  engagementScore: (value) => onSlider(wholeNumber(value), roiInputRules.engagement),
};

/**
 * The inputs that pass their rules, each on its own: a head count and salary are whole numbers
 * from 0 to 999,999,999, turnover and engagement are values their sliders can take, industry and
 * region are among the calculator's choices. `source` gives each input's raw value by name.
 */
function checkedInputs(source: (input: keyof RoiInputs) => unknown): Partial<RoiInputs> {
  const inputs: Partial<RoiInputs> = {};
  for (const input of ['employees', 'averageSalary', 'currentTurnover', 'engagementScore'] as const) {
    const value = numberChecks[input](source(input));
    if (value !== undefined) inputs[input] = value;
  }
  const industry = source('industry');
  const region = source('region');
  const foundIndustry = typeof industry === 'string' ? findRoiIndustry(industry) : undefined;
  const foundRegion = typeof region === 'string' ? findRoiRegion(region) : undefined;
  if (foundIndustry) inputs.industry = foundIndustry.value;
  if (foundRegion) inputs.region = foundRegion.value;
  return inputs;
}

/** What an address's query says about the calculator. */
export interface RoiLink {
  /** The inputs the link carries that pass their rules; an input left out or broken is absent. */
  inputs: Partial<RoiInputs>;
  /** Whether the link asks for the estimate to be saved (a visitor back from signing in). */
  save: boolean;
}

/** Reads a link's query (`?emp=800&…` or its parameters). Never throws: what cannot be read is left out. */
export function readRoiLink(query: string | URLSearchParams): RoiLink {
  const parameters = typeof query === 'string' ? new URLSearchParams(query) : query;
  return {
    inputs: checkedInputs((input) => parameters.get(roiLinkParameters[input]) ?? undefined),
    save: parameters.get(roiSaveParameter) === '1',
  };
}

/** Whether a query carries any of the calculator's parameters (valid or not). */
export function hasRoiLink(query: string | URLSearchParams): boolean {
  const parameters = typeof query === 'string' ? new URLSearchParams(query) : query;
  return Object.values(roiLinkParameters).some((name) => parameters.has(name));
}

/** A complete set of inputs from stored JSON, or null when any of the six is missing or breaks its rule. */
export function readStoredRoiInputs(value: unknown): RoiInputs | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const inputs = checkedInputs((input) => record[input]);
  const { employees, averageSalary, currentTurnover, engagementScore, industry, region } = inputs;
  if (
    employees === undefined ||
    averageSalary === undefined ||
    currentTurnover === undefined ||
    engagementScore === undefined ||
    industry === undefined ||
    region === undefined
  ) {
    return null;
  }
  return { employees, averageSalary, currentTurnover, engagementScore, industry, region };
}

/** The query of an estimate's link, in the calculator's order: `?emp=800&sal=42000&…`. */
export function roiLinkSearch(inputs: RoiInputs, { save = false }: { save?: boolean } = {}): string {
  const parameters = new URLSearchParams();
  for (const [input, name] of Object.entries(roiLinkParameters) as [keyof RoiInputs, string][]) {
    parameters.set(name, String(inputs[input]));
  }
  if (save) parameters.set(roiSaveParameter, '1');
  return `?${parameters.toString()}`;
}

/**
 * The path that opens the calculator on this estimate: the home page with the inputs, at the
 * calculator's section (the browser scrolls there, which also loads the section's code at once).
 * With `save`, it also asks for the estimate to be saved once the visitor is signed in.
 */
export function roiLinkPath(inputs: RoiInputs, options: { save?: boolean } = {}): string {
  return `/${roiLinkSearch(inputs, options)}#${homeSectionIds.roiCalculator}`;
}

/**
 * The inputs the calculator works from when a link is opened: the link's own, and the starting
 * value of each figure it lacks. null while the industry or region is missing, as the calculator
 * cannot run without both.
 */
export function completeRoiInputs(inputs: Partial<RoiInputs>): RoiInputs | null {
  const { industry, region } = inputs;
  if (industry === undefined || region === undefined) return null;
  return {
    employees: inputs.employees ?? roiInputRules.employees.default,
    averageSalary: inputs.averageSalary ?? roiInputRules.averageSalary.default,
    currentTurnover: inputs.currentTurnover ?? roiInputRules.turnover.default,
    engagementScore: inputs.engagementScore ?? roiInputRules.engagement.default,
    industry,
    region,
  };
}
