import { Badge, ButtonLink, Card, Heading, Inline, Link, List, Section, Stack, Text, Tiles } from '@akoma/design-system';
import { useMemo, useState } from 'react';
import { pieceEntries } from 'virtual:pieces';

import pieceTypeNames from '#content/pieceTypeNames';
import content from '#content/recommendations';

import { useAssessmentResults } from '../../members/assessmentResults';
import { recommend, type PieceRecommendation, type SolutionRecommendation } from '../../members/recommend';
import { SavePieceButton } from '../../members/SavePieceButton';
import { useSavedPieces } from '../../members/savedPieces';

const copy = content.section;

/** The saved pieces the recommendations were worked out from, and whose they are. */
interface Basis {
  owner: string;
  savedSlugs: readonly string[];
}

/**
 * Pieces and a solution recommended to the signed-in member from their latest assessment's
 * weakest area and the topics they saved (members/recommend.ts), each with its reasons in view.
 */
export function RecommendationsSection() {
  const saved = useSavedPieces();
  const results = useAssessmentResults();

  // Worked out from the saves as they were when the list first loaded: a piece saved from here
  // stays listed, its Save pressed, instead of vanishing from under the member's focus.
  const [basis, setBasis] = useState<Basis | null>(null);
  if (saved.status === 'ready' && saved.owner && basis?.owner !== saved.owner) {
    setBasis({ owner: saved.owner, savedSlugs: saved.items.map((item) => item.slug) });
  }

  const latest = results.items[0];
  const recommendations = useMemo(
    () =>
      basis
        ? recommend({
            latest: latest && { tier: latest.tier, areaScores: latest.areaScores },
            savedSlugs: basis.savedSlugs,
            pieces: pieceEntries,
          })
        : undefined,
    [basis, latest],
  );

  if (!saved.member) return null;
  // An assessment history that fails to load says so in its own section; recommendations then follow the saves alone.
  const waiting = !recommendations || results.status === 'loading' || results.status === 'idle';
  const hasData = latest !== undefined || (basis?.savedSlugs.length ?? 0) > 0;

  return (
    <Section id="recommendations" tone="muted" heading={copy.heading} intro={waiting || hasData ? copy.intro : copy.introWithoutData}>
      {waiting ? (
        <Text role="status">{copy.loading}</Text>
      ) : (
        <Stack space="xlarge">
          {recommendations.solution ? <SolutionCard solution={recommendations.solution} /> : null}
          {recommendations.pieces.length === 0 ? (
            <Stack space="medium" align="left">
              <Text>{copy.allSaved}</Text>
              <ButtonLink href="/insights" variant="secondary">
                {copy.browse}
              </ButtonLink>
            </Stack>
          ) : (
            <Tiles render={<ul aria-label={copy.piecesCaption} />} columns={{ mobile: 1, tablet: 2 }} space="large">
              {recommendations.pieces.map((recommendation) => (
                <PieceCard key={recommendation.piece.slug} recommendation={recommendation} />
              ))}
            </Tiles>
          )}
        </Stack>
      )}
    </Section>
  );
}

function Reasons({ reasons }: { reasons: readonly string[] }) {
  return (
    <Stack space="xsmall">
      <Text size="small" weight="semibold">
        {copy.reasonsLabel}
      </Text>
      <List size="small" space="xsmall">
        {reasons}
      </List>
    </Stack>
  );
}

function PieceCard({ recommendation: { piece, reasons } }: { recommendation: PieceRecommendation<(typeof pieceEntries)[number]> }) {
  return (
    <Card render={<li />}>
      <Stack space="small">
        <Inline space="xsmall">
          <Badge>{pieceTypeNames[piece.type]}</Badge>
        </Inline>
        <Heading level={3} size="4">
          <Link href={piece.path}>{piece.title}</Link>
        </Heading>
        <Reasons reasons={reasons} />
        <SavePieceButton slug={piece.slug} title={piece.title} />
      </Stack>
    </Card>
  );
}

function SolutionCard({ solution }: { solution: SolutionRecommendation }) {
  return (
    <Card>
      <Stack space="small">
        <Heading level={3} size="4">
          {copy.solutionHeading}
        </Heading>
        <Reasons reasons={solution.reasons} />
        <Inline space="small">
          <ButtonLink href={solution.path} variant="secondary">
            {copy.solutionLink.replace('{name}', solution.name)}
          </ButtonLink>
        </Inline>
      </Stack>
    </Card>
  );
}
