import { Badge, ButtonLink, Card, ChipGroup, EmptyState, Heading, Inline, Link, Section, Stack, Text, Tiles } from '@akoma/design-system';
import { useMemo, useState } from 'react';
import { pieceEntries } from 'virtual:pieces';

import circle from '#content/circle';
import pieceTypeNames from '#content/pieceTypeNames';

import { pieceTypes, type PieceEntry, type PieceType } from '../../pieces/piece';
import { formatDate } from '../../format';
import { SavePieceButton } from '../../members/SavePieceButton';
import { reloadSavedPieces, useSavedPieces, type SavedPiece } from '../../members/savedPieces';
import { EstimatesSection } from './EstimatesSection';
import { EventsSection } from './EventsSection';
import { ProgressSection } from './ProgressSection';
import { RecommendationsSection } from './RecommendationsSection';
import { RowsNotReady } from './RowsNotReady';
import { TopicsSection } from './TopicsSection';
import { WelcomeBanner } from './WelcomeBanner';

const copy = circle.library;
const typeNames = pieceTypeNames;
const entriesBySlug = new Map(pieceEntries.map((entry) => [entry.slug, entry]));
const allTypes = 'all';

/** What a saved row shows: the piece it names, or nothing when the site no longer publishes it. */
interface SavedRow extends SavedPiece {
  entry: PieceEntry | undefined;
}

/**
 * IndyCircle for a signed-in member: their saved library, recommendations, assessment progress,
 * ROI estimates, events and a way to their account. Loaded by CirclePage for members only.
 */
export default function MemberCircle() {
  return (
    <>
      <WelcomeBanner />
      <SavedLibrary />
      <TopicsSection />
      <RecommendationsSection />
      <ProgressSection />
      <EstimatesSection />
      <EventsSection />
      <Section tone="muted" heading={circle.account.heading} intro={circle.account.intro}>
        <ButtonLink href="/circle/account" variant="secondary">
          {circle.account.link}
        </ButtonLink>
      </Section>
    </>
  );
}

/** How many pieces are saved, and how many of them the filter shows. */
function savedCount(shown: number, total: number): string {
  if (shown !== total) return copy.count.filtered.replace('{shown}', String(shown)).replace('{total}', String(total));
  return total === 1 ? copy.count.one.replace('{total}', '1') : copy.count.many.replace('{total}', String(total));
}

/** The saved pieces, and those removed while the library is open, newest saved first. */
function withRemoved(seen: readonly SavedPiece[], items: readonly SavedPiece[]): SavedPiece[] {
  const current = new Set(items.map((item) => item.slug));
  return [...items, ...seen.filter((item) => !current.has(item.slug))].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

function SavedLibrary() {
  const { status, items } = useSavedPieces();
  const [type, setType] = useState<PieceType | typeof allTypes>(allTypes);
  // A piece removed here stays on the page, its Save no longer pressed, until the library is left:
  // focus stays on the control just used, and a press saves it again.
  const [seen, setSeen] = useState<readonly SavedPiece[]>([]);
  const listed = useMemo(() => withRemoved(seen, items), [seen, items]);
  // Remembered during render (React's pattern for state that follows props): no extra effect pass.
  if (listed.length !== seen.length || listed.some((item, index) => item.slug !== seen[index]?.slug)) setSeen(listed);
  const rows: SavedRow[] = useMemo(() => listed.map((item) => ({ ...item, entry: entriesBySlug.get(item.slug) })), [listed]);
  const presentTypes = useMemo(() => new Set(rows.flatMap((row) => (row.entry ? [row.entry.type] : []))), [rows]);
  const shown = type === allTypes ? rows : rows.filter((row) => row.entry?.type === type);
  const typeOptions = [
    { value: allTypes, label: copy.all },
    ...pieceTypes
      .filter((candidate) => presentTypes.has(candidate))
      .map((candidate) => ({ value: candidate, label: typeNames[candidate] })),
  ];

  return (
    <Section id="saved" heading={copy.heading} intro={copy.intro}>
      {status !== 'ready' ? (
        <RowsNotReady status={status} loading={copy.loading} failed={copy.loadFailed} retry={copy.retry} onRetry={reloadSavedPieces} />
      ) : listed.length === 0 ? (
        <EmptyState heading={copy.emptyHeading} actions={<ButtonLink href="/insights">{copy.browse}</ButtonLink>}>
          {copy.emptyText}
        </EmptyState>
      ) : (
        <Stack space="large">
          {typeOptions.length > 2 ? (
            <ChipGroup
              label={copy.filterLabel}
              options={typeOptions}
              value={type}
              onChange={(value) => {
                setType(value === allTypes ? allTypes : (pieceTypes.find((candidate) => candidate === value) ?? allTypes));
              }}
            />
          ) : null}
          <Text role="status" weight="semibold">
            {savedCount(shown.filter((row) => items.some((item) => item.slug === row.slug)).length, items.length)}
          </Text>
          {shown.length === 0 ? (
            <EmptyState heading={copy.emptyFilteredHeading}>{copy.emptyFilteredText}</EmptyState>
          ) : (
            <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2 }} space="large">
              {shown.map((row) => (
                <SavedCard key={row.slug} row={row} />
              ))}
            </Tiles>
          )}
        </Stack>
      )}
    </Section>
  );
}

function SavedCard({ row }: { row: SavedRow }) {
  const { entry } = row;
  return (
    <Card render={<li />}>
      <Stack space="small">
        {entry ? (
          <>
            <Inline space="xsmall">
              <Badge>{typeNames[entry.type]}</Badge>
            </Inline>
            <Heading level={3} size="4">
              <Link href={entry.path}>{entry.title}</Link>
            </Heading>
            <Text size="small" tone="secondary">
              {entry.summary}
            </Text>
          </>
        ) : (
          <Text>{copy.unavailable}</Text>
        )}
        <Text size="small" tone="secondary">
          {copy.savedOn} <time dateTime={row.savedAt}>{formatDate(row.savedAt.slice(0, 10))}</time>
        </Text>
        <SavePieceButton slug={row.slug} title={entry?.title ?? row.slug} />
      </Stack>
    </Card>
  );
}
