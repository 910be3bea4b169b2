import { ButtonLink, IconDownload, Inline, Text, VisuallyHidden } from '@akoma/design-system';
import { pdfSizes } from 'virtual:pieces';

import insights from '#content/insights';

import { fileLabel, fileSizeWords, nameWithFile } from '../../fileSizes';
import { actionOn } from '../../format';
import { piecePdfPath } from '../../pieces/piece';

/**
 * "PDF, 312 KB": the format and size of the PDF a piece's Download PDF gives, the file this edition
 * links (the build measures it, buildtime/piecesPlugin.ts).
 */
export function piecePdfLabel(slug: string): string {
  const bytes = pdfSizes[slug];
  if (bytes === undefined) throw new Error(`piecePdfLabel: the edition links no PDF of "${slug}"; is the piece downloadable?`);
  return fileLabel(fileSizeWords.pdf, bytes);
}

/**
 * "Download PDF" for a downloadable piece: the PDF the build made from the piece's own text, named
 * for the piece, with its format and size beside it and in its name ("PDF, 312 KB"), so a reader on
 * prepaid data knows what the tap costs.
 */
export function DownloadPdfLink({ slug, title }: { slug: string; title: string }) {
  const file = piecePdfLabel(slug);
  return (
    <Inline space="xsmall" alignY="center">
      <ButtonLink href={piecePdfPath(slug)} download variant="secondary" size="small" icon={<IconDownload />}>
        {/* One spoken phrase: split across elements the name would gain a stray space ("Download PDF : ..."). */}
        <span aria-hidden="true">{insights.download.label}</span>
        <VisuallyHidden>{nameWithFile(actionOn(insights.download.label, title), file)}</VisuallyHidden>
      </ButtonLink>
      {/* Said in the link's name already. */}
      <Text size="small" tone="secondary" aria-hidden="true">
        {file}
      </Text>
    </Inline>
  );
}
