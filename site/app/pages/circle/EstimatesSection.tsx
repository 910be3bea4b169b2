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
  StatTile,
  Text,
  TextField,
  Tiles,
  useToast,
} from '@akoma/design-system';
import { useEffect, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import roiEstimates from '#content/roiEstimates';

import { findRoiIndustry, findRoiRegion, roiFigures } from '../../content/roi';
import { actionOn, fillTemplate } from '../../format';
import { homeSectionIds } from '../../content/sectionIds';
import { formatCount, formatDate, formatDollars, formatPercent } from '../../format';
import { roiLinkPath } from '../../tools/roiLink';
import { RowsNotReady } from './RowsNotReady';
import {
  deleteRoiEstimate,
  reloadRoiEstimates,
  renameRoiEstimate,
  roiEstimateNameLength,
  useRoiEstimates,
  type SavedRoiEstimate,
} from '../../members/roiEstimates';

const copy = roiEstimates;
const calculatorHref = `/#${homeSectionIds.roiCalculator}`;

/** The estimate whose Delete was pressed; kept while the dialog closes, so its words do not vanish first. */
interface Removal {
  estimate: SavedRoiEstimate;
  open: boolean;
}

/**
 * IndyCircle's list of the member's saved ROI estimates, newest first: each with its key inputs and
 * headline figures, Open in calculator (the estimate's link), Rename and Delete (after a
 * confirmation). For members only: a visitor has no estimates, and the section loads nothing for them.
 */
export function EstimatesSection() {
  const { status, items } = useRoiEstimates();
  const toast = useToast();
  const [removal, setRemoval] = useState<Removal | null>(null);
  // Where focus goes once a deletion has gone through: the list's count, or the empty state's
  // action when it was the last one (the Delete that opened the dialog has gone with its card).
  const countRef = useRef<HTMLParagraphElement>(null);
  const emptyActionRef = useRef<HTMLAnchorElement>(null);
  const removedRef = useRef(false);

  const remove = async (estimate: SavedRoiEstimate) => {
    try {
      await deleteRoiEstimate(estimate.id);
    } catch (error) {
      toast.error(fillTemplate(copy.removeFailed, { name: estimate.name }));
      // The dialog stays open: the estimate is back in the list, and Delete can be pressed again.
      throw error;
    }
    removedRef.current = true;
    toast.success(fillTemplate(copy.removed, { name: estimate.name }));
  };

  return (
    <Section id="estimates" heading={copy.heading} intro={copy.intro}>
      {status !== 'ready' ? (
        <RowsNotReady status={status} loading={copy.loading} failed={copy.loadFailed} retry={copy.retry} onRetry={reloadRoiEstimates} />
      ) : items.length === 0 ? (
        <EmptyState
          heading={copy.emptyHeading}
          actions={
            <ButtonLink ref={emptyActionRef} href={calculatorHref}>
              {copy.emptyAction}
            </ButtonLink>
          }
        >
          {copy.emptyText}
        </EmptyState>
      ) : (
        <Stack space="large">
          <Text ref={countRef} tabIndex={-1} weight="semibold">
            {fillTemplate(items.length === 1 ? copy.count.one : copy.count.other, { count: items.length })}
          </Text>
          <Tiles render={<ul />} columns={{ mobile: 1, desktop: 2 }} space="large">
            {items.map((estimate) => (
              <EstimateCard
                key={estimate.id}
                estimate={estimate}
                onRemove={() => {
                  setRemoval({ estimate, open: true });
                }}
              />
            ))}
          </Tiles>
        </Stack>
      )}
      {removal ? (
        <ConfirmDialog
          open={removal.open}
          onOpenChange={(open) => {
            setRemoval({ ...removal, open });
          }}
          tone="critical"
          title={fillTemplate(copy.removeTitle, { name: removal.estimate.name })}
          description={copy.removeDescription}
          confirmLabel={copy.removeConfirm}
          onConfirm={() => remove(removal.estimate)}
          autoFocusOnHide={() => {
            if (!removedRef.current) return true;
            removedRef.current = false;
            (countRef.current ?? emptyActionRef.current)?.focus();
            return false;
          }}
        />
      ) : null}
    </Section>
  );
}

/** The key inputs in a sentence: "800 employees on an average salary of $42,000, …, in Technology, Kenya." */
function inputsSummary({ inputs }: SavedRoiEstimate): string | null {
  if (!inputs) return null;
  const industry = findRoiIndustry(inputs.industry)?.label ?? inputs.industry;
  const region = findRoiRegion(inputs.region)?.label ?? inputs.region;
  return fillTemplate(copy.inputs, {
    employees: formatCount(inputs.employees),
    salary: formatDollars(inputs.averageSalary),
    turnover: formatPercent(inputs.currentTurnover),
    engagement: roiFigures.engagement(inputs.engagementScore),
    industry,
    region,
  });
}

interface EstimateCardProps {
  estimate: SavedRoiEstimate;
  onRemove: () => void;
}

/** What gets focus after the next render: the rename field as it opens, Rename as it closes. */
type FocusRequest = 'field' | 'rename' | null;

function EstimateCard({ estimate, onRemove }: EstimateCardProps) {
  const toast = useToast();
  const { results } = estimate;
  const [renaming, setRenaming] = useState<{ text: string; error?: string } | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const focusRequest = useRef<FocusRequest>(null);

  useEffect(() => {
    const request = focusRequest.current;
    focusRequest.current = null;
    if (request === 'field') fieldRef.current?.focus();
    if (request === 'rename') renameRef.current?.focus();
  });

  const openRename = () => {
    focusRequest.current = 'field';
    setRenaming({ text: estimate.name });
  };

  const closeRename = () => {
    focusRequest.current = 'rename';
    setRenaming(null);
  };

  const submitRename = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!renaming) return;
    const name = renaming.text.trim().replace(/\s+/g, ' ');
    if (!name) {
      setRenaming({ ...renaming, error: copy.nameRequired });
      focusRequest.current = 'field';
      return;
    }
    closeRename();
    if (name === estimate.name) return;
    renameRoiEstimate(estimate.id, name).catch(() => {
      toast.error(fillTemplate(copy.renameFailed, { name }));
      // The name typed is not lost: the field opens again with it.
      focusRequest.current = 'field';
      setRenaming({ text: name });
    });
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeRename();
  };

  const summary = inputsSummary(estimate);

  return (
    <Card render={<li />}>
      <Stack space="medium">
        {renaming ? (
          <form noValidate onSubmit={submitRename}>
            <Stack space="small">
              <TextField
                ref={fieldRef}
                label={copy.renameLabel}
                required
                maxLength={roiEstimateNameLength}
                value={renaming.text}
                error={renaming.error}
                onChange={(event) => {
                  setRenaming({ text: event.currentTarget.value });
                }}
                onKeyDown={cancelOnEscape}
              />
              <Inline space="small">
                <Button type="submit" size="small">
                  {copy.renameSave}
                </Button>
                <Button variant="secondary" size="small" onClick={closeRename}>
                  {copy.renameCancel}
                </Button>
              </Inline>
            </Stack>
          </form>
        ) : (
          <Heading level={3} size="4">
            {estimate.name}
          </Heading>
        )}
        <Text size="small" tone="secondary">
          {copy.savedOn} <time dateTime={estimate.createdAt}>{formatDate(estimate.createdAt.slice(0, 10))}</time>
        </Text>
        <Text size="small">{summary ?? copy.unreadable}</Text>
        {results ? (
          <Tiles columns={{ mobile: 1, tablet: 3 }} space="medium">
            <StatTile figure={roiFigures.roi(results.roi)} label={copy.figures.roi} tone="brandAccent" />
            {results.paybackMonths === null ? (
              <StatTile figure={copy.figures.noPayback} label={copy.figures.noPaybackLabel} tone="brandAccent" />
            ) : (
              <StatTile figure={roiFigures.payback(results.paybackMonths)} label={copy.figures.payback} tone="brandAccent" />
            )}
            <StatTile figure={formatDollars(results.netBenefit)} label={copy.figures.netBenefit} tone="brandAccent" />
          </Tiles>
        ) : null}
        {/* Each control is named after its estimate (its words first, so voice control finds it by what it shows). */}
        <Inline space="small">
          {estimate.inputs ? (
            <ButtonLink href={roiLinkPath(estimate.inputs)} size="small" aria-label={actionOn(copy.open, estimate.name)}>
              {copy.open}
            </ButtonLink>
          ) : null}
          {renaming ? null : (
            <Button ref={renameRef} variant="secondary" size="small" onClick={openRename} aria-label={actionOn(copy.rename, estimate.name)}>
              {copy.rename}
            </Button>
          )}
          <Button variant="secondary" size="small" onClick={onRemove} aria-label={actionOn(copy.remove, estimate.name)}>
            {copy.remove}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
