import type { Tables } from '@akoma/supabase/database';
import shared from '#content/roiShared';

import { findRoiIndustry, findRoiRegion } from '../content/roi';
import { fillTemplate } from '../format';
import { formatCount, formatDate } from '../format';
import type { RoiInputs, RoiResult } from '../tools/calculateRoi';
import { readStoredRoiInputs } from '../tools/roiLink';
import type { Supabase } from '../supabase/client';
import { createMemberRows } from './memberRows';

/**
 * The ROI estimates a member saved (table roi_estimates: a name, the calculator's inputs and what
 * it worked out, the time saved). One store per tab, on memberRows: IndyCircle's list and the
 * calculator's Save share it. Rows are checked as they are read, since the database only knows
 * they are JSON objects: an estimate whose inputs no longer pass the calculator's rules (say, a
 * region since withdrawn) is still listed, by name, but cannot be reopened.
 */

/** The longest name the database keeps. */
export const roiEstimateNameLength = 120;

export interface SavedRoiEstimate {
  id: string;
  name: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** null when the stored inputs are not a set the calculator can take. */
  inputs: RoiInputs | null;
  /** What the calculator showed when it was saved; null when the stored figures are unreadable. */
  results: RoiResult | null;
}

/** A row as PostgREST returns it. */
export type StoredEstimate = Pick<Tables<'roi_estimates'>, 'id' | 'name' | 'inputs' | 'results' | 'created_at'>;

const columns = 'id, name, inputs, results, created_at';

const amountKeys = ['currentCosts', 'potentialSavings', 'productivityGains', 'totalBenefits', 'programInvestment', 'netBenefit'] as const;

/** The stored results, when every amount is a finite number and ROI and payback are numbers or null. */
export function readStoredRoiResult(value: unknown): RoiResult | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const finite = (entry: unknown): entry is number => typeof entry === 'number' && Number.isFinite(entry);
  if (!amountKeys.every((key) => finite(record[key]))) return null;
  const { roi, paybackMonths } = record;
  if ((roi !== null && !finite(roi)) || (paybackMonths !== null && !finite(paybackMonths))) return null;
  const amounts = Object.fromEntries(amountKeys.map((key) => [key, record[key] as number])) as Record<(typeof amountKeys)[number], number>;
  return { ...amounts, roi, paybackMonths };
}

/** A stored row as the page shows it. */
export function readStoredEstimate(row: StoredEstimate): SavedRoiEstimate {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    inputs: readStoredRoiInputs(row.inputs),
    results: readStoredRoiResult(row.results),
  };
}

const estimateRows = createMemberRows<SavedRoiEstimate>({
  async select(supabase) {
    const { data } = await supabase.from('roi_estimates').select(columns).order('created_at', { ascending: false }).throwOnError();
    return data.map(readStoredEstimate);
  },
});

/** The signed-in member's saved estimates, newest first, loaded on first use (nothing for a visitor). */
export const useRoiEstimates = estimateRows.useRows;

/** Loads the estimates again, after an error. */
export const reloadRoiEstimates = estimateRows.reload;

/**
 * The name an estimate gets unless the member gives it one: who, where and when, so a list of
 * them tells them apart ("800 people, Technology, Kenya — 24 November 2026"). `today` is the
 * member's own calendar day.
 */
export function defaultRoiEstimateName(inputs: RoiInputs, today: Date): string {
  const industry = findRoiIndustry(inputs.industry)?.label ?? inputs.industry;
  const region = findRoiRegion(inputs.region)?.label ?? inputs.region;
  const day = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  const { one, other } = shared.defaultName;
  const name = fillTemplate(inputs.employees === 1 ? one : other, {
    count: formatCount(inputs.employees),
    industry,
    region,
    date: formatDate(day),
  });
  return name.slice(0, roiEstimateNameLength);
}

/** The name as stored: spaces trimmed, at most 120 characters, and the default when left blank. */
export function roiEstimateName(entry: string, fallback: string): string {
  const trimmed = entry.trim().replace(/\s+/g, ' ');
  return (trimmed || fallback).slice(0, roiEstimateNameLength);
}

const insertEstimate = (estimate: { name: string; inputs: RoiInputs; results: RoiResult }) => async (supabase: Supabase) => {
  const { data } = await supabase.from('roi_estimates').insert(estimate).select(columns).single().throwOnError();
  return readStoredEstimate(data);
};

/**
 * Saves an estimate for the signed-in member and returns it as stored. Nothing shows it until the
 * database has it (it needs the database's id and time), so a failure changes nothing on screen;
 * the error is thrown for the caller to show.
 */
export async function saveRoiEstimate(estimate: { name: string; inputs: RoiInputs; results: RoiResult }): Promise<SavedRoiEstimate> {
  // From the calculator, the list is usually not loaded: nothing to update on screen, and no reason
  // to load it just for that; IndyCircle reads it when opened.
  return estimateRows.add(insertEstimate(estimate), (items, row) => [row, ...items]);
}

/** Renames an estimate at once on screen, then in the database; undone, and thrown, if that fails. */
export function renameRoiEstimate(id: string, name: string): Promise<void> {
  let previous: string | undefined;
  return estimateRows.change({
    apply: (items) =>
      items.map((item) => {
        if (item.id !== id) return item;
        previous = item.name;
        return { ...item, name };
      }),
    async request(supabase) {
      // .select() so a rename that touched no row (already deleted elsewhere) fails rather than
      // seeming to work.
      const { data } = await supabase.from('roi_estimates').update({ name }).eq('id', id).select('id').throwOnError();
      if (data.length === 0) throw new Error('The estimate is no longer saved.');
    },
    undo: (items) => items.map((item) => (item.id === id && previous !== undefined ? { ...item, name: previous } : item)),
  });
}

/** Deletes an estimate at once on screen, then in the database; put back, and thrown, if that fails. */
export function deleteRoiEstimate(id: string): Promise<void> {
  return estimateRows.change({
    apply: (items) => items.filter((item) => item.id !== id),
    async request(supabase) {
      await supabase.from('roi_estimates').delete().eq('id', id).throwOnError();
    },
    undo: (items, before) => {
      const removed = before.find((item) => item.id === id);
      if (!removed || items.some((item) => item.id === id)) return items;
      return [...items, removed].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  });
}
