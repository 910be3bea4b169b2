/**
 * The home page's ROI calculator: its words, its choices and the benchmarks behind it (the
 * industries' figures are in ./industries.ts, shared with the business intelligence hub). The
 * formulas are in ../tools/calculateRoi.ts; docs/product-rules.md, "ROI calculator", explains them
 * with a worked example.
 */
import { formatPercent } from '../format';
import { brand } from './brand';
import { industries, industryIds, type IndustryId } from './industries';

export interface RoiBenchmarks {
  /** The industry's usual yearly staff turnover, as a fraction (0.12 = 12%). */
  turnover: number;
  /** The industry's usual engagement score, out of 100. */
  engagement: number;
  /** The industry's productivity index. It is published with the benchmarks, but no formula uses it. */
  productivity: number;
}

export interface RoiIndustryOption {
  value: IndustryId;
  label: string;
  benchmarks: RoiBenchmarks;
}

export interface RoiRegionOption {
  value: string;
  label: string;
  /** Scales the programme's cost per employee to the market's prices. */
  multiplier: number;
}

/** The industries the calculator knows, each with its published turnover, engagement and productivity benchmarks. */
export const roiIndustries: readonly RoiIndustryOption[] = industryIds.map((id) => {
  const { label, turnoverRate, engagementScore, productivityMultiplier } = industries[id];
  return {
    value: id,
    label,
    benchmarks: { turnover: turnoverRate / 100, engagement: engagementScore, productivity: productivityMultiplier },
  };
});

/** The regions, each scaling the programme's cost per employee ($1,200 in Nigeria, the base market). */
export const roiRegions = [
  { value: 'nigeria', label: 'Nigeria', multiplier: 1 },
  { value: 'south-africa', label: 'South Africa', multiplier: 1.2 },
  { value: 'kenya', label: 'Kenya', multiplier: 0.8 },
  { value: 'ghana', label: 'Ghana', multiplier: 0.7 },
  { value: 'egypt', label: 'Egypt', multiplier: 0.9 },
  { value: 'other', label: 'Other African market', multiplier: 0.85 },
] as const satisfies readonly RoiRegionOption[];

export type RoiIndustry = IndustryId;
export type RoiRegion = (typeof roiRegions)[number]['value'];

/** The industry with this value, if there is one (a `<select>` reports plain strings). */
export function findRoiIndustry(value: string): RoiIndustryOption | undefined {
  return roiIndustries.find((industry) => industry.value === value);
}

/** The region with this value, if there is one. */
export function findRoiRegion(value: string): (typeof roiRegions)[number] | undefined {
  return roiRegions.find((region) => region.value === value);
}

/** The fixed rates the formulas apply, the same for every industry and region. */
export const roiRates = {
  /** Replacing a leaver costs this share of their yearly salary. */
  replacementCostShare: 0.75,
  /** The share of the salary bill recovered per point of engagement gap closed. */
  productivityShare: 0.3,
  /** The programme's cost per employee, in dollars, before the region multiplier. */
  investmentPerEmployee: 1200,
} as const;

/** The inputs' starting values and ranges; the sliders move in these steps. */
export const roiInputRules = {
  employees: { default: 500 },
  averageSalary: { default: 50000 },
  turnover: { min: 5, max: 50, step: 1, default: 20 },
  engagement: { min: 20, max: 100, step: 5, default: 60 },
} as const;

export const roiCopy = {
  eyebrow: 'ROI calculator',
  heading: 'What could transformation return for you?',
  intro:
    'Estimate what staff turnover and low engagement cost your organisation today, and what closing the gap to your industry benchmark could be worth.',
  inputsHeading: 'Your organisation',
  employeesLabel: 'Number of employees',
  employeesHint: 'Everyone on the payroll, as a whole number.',
  salaryLabel: 'Average yearly salary (US$)',
  salaryHint: 'A whole number of dollars, before tax.',
  turnoverLabel: 'Staff turnover per year',
  engagementLabel: 'Employee engagement score',
  industryLabel: 'Industry',
  industryPlaceholder: 'Select industry',
  regionLabel: 'Region',
  regionPlaceholder: 'Select region',
  calculate: 'Calculate ROI',
  readyHeading: 'Ready to Calculate',
  readyText:
    'Enter your figures, choose your industry and region, then press Calculate ROI. You will see what turnover costs you now, what you could save, and how soon a programme would pay for itself.',
  resultsHeading: 'Your estimated return',
  staleNote: 'You have changed the inputs since this estimate. Press Calculate ROI to update it.',
  breakdownCaption: 'How the estimate adds up',
  disclaimer:
    'An estimate from regional industry benchmarks, not a quote. We confirm the figures with your own data in a free discovery call.',
  discussLabel: 'Discuss these figures with us',
  /** Keeping an estimate: a link to it, a printed copy, or a copy in IndyCircle. */
  keep: {
    heading: 'Keep this estimate',
    copyLink: 'Copy link',
    linkCopied: 'Link copied. Anyone who opens it sees this estimate.',
    linkLabel: 'Link to this estimate',
    linkHint: 'Your browser did not let us copy it: select the link and copy it yourself.',
    print: 'Print',
    save: `Save to ${brand.memberArea}`,
    nameLabel: 'Name for this estimate',
    nameHint: `How it is listed in ${brand.memberArea}. Left blank, it keeps the name shown now.`,
    saved: (name: string) => `“${name}” is saved in ${brand.memberArea}.`,
    savedNote: (name: string) => `Saved in ${brand.memberArea} as “${name}”.`,
    openCircle: `Open ${brand.memberArea}`,
    saveFailed: 'We couldn’t save this estimate. Check your connection and try again.',
    invitation: `Keep it in ${brand.memberArea}, free:`,
    signIn: 'sign in or create an account',
  },
  /** The printed estimate's own lines (on screen the section says these things). */
  print: {
    heading: `${brand.name} ROI estimate`,
    prepared: (date: string, address: string) => `Prepared on ${date} with the ROI calculator at ${address}.`,
    inputsCaption: 'What the estimate is based on',
    reopen: 'To open this estimate again, or change its figures, go to:',
  },
} as const;

/** The headline figures, in words, as the calculator and IndyCircle both show them. */
export const roiFigures = {
  /** The return: "681%", or "Not measurable" when there is no investment to measure it against. */
  roi: (roi: number | null) => (roi === null ? 'Not measurable' : formatPercent(roi)),
  /** The payback time: "Under 1 month", "1 month", "2 months". */
  payback: (months: number) => {
    if (months === 0) return 'Under 1 month';
    return months === 1 ? '1 month' : `${String(months)} months`;
  },
  engagement: (score: number) => `${String(score)} / 100`,
} as const;

/** IndyCircle's list of saved estimates (/circle). */
export const roiEstimatesCopy = {
  heading: 'Your ROI estimates',
  intro: 'The estimates you saved from the ROI calculator, newest first. Open one again to change its figures, print it or share it.',
  loading: 'Loading your estimates…',
  loadFailed: 'We couldn’t load your estimates. Check your connection and try again.',
  retry: 'Try again',
  count: (total: number) => `${String(total)} saved ${total === 1 ? 'estimate' : 'estimates'}`,
  savedOn: 'Saved',
  emptyHeading: 'No estimates saved yet',
  emptyText: `Work out what turnover and engagement cost your organisation, then press Save to ${brand.memberArea} to keep the estimate here.`,
  emptyAction: 'Open the ROI calculator',
  /** The headline figures' labels, read straight after each figure, as in the calculator. */
  figures: {
    roi: 'return on investment',
    payback: 'to pay back the investment',
    noPayback: 'No payback',
    noPaybackLabel: 'on these figures',
    netBenefit: 'net benefit',
  },
  open: 'Open in calculator',
  rename: 'Rename',
  remove: 'Delete',
  renameLabel: 'Name',
  renameSave: 'Save name',
  renameCancel: 'Cancel',
  nameRequired: 'Give the estimate a name.',
  renameFailed: (name: string) => `We couldn’t rename “${name}”. Check your connection and try again.`,
  removeTitle: (name: string) => `Delete “${name}”?`,
  removeDescription: `It is removed from ${brand.memberArea} for good. Links to it that you shared keep working: they carry the figures themselves.`,
  removeConfirm: 'Delete estimate',
  removed: (name: string) => `“${name}” is deleted.`,
  removeFailed: (name: string) => `We couldn’t delete “${name}”. Check your connection and try again.`,
  /** A saved estimate whose inputs the calculator no longer takes (a choice since withdrawn). */
  unreadable: 'This estimate was saved with choices the calculator no longer offers, so it cannot be opened again.',
} as const;
