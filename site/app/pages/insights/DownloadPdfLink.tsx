import { ButtonLink, IconDownload, VisuallyHidden } from '@akoma/design-system';

import insights from '#content/insights';

import { actionOn } from '../../format';
import { piecePdfPath } from '../../pieces/piece';

/** "Download PDF" for a downloadable piece: the PDF the build made from the piece's own text, named for the piece. */
export function DownloadPdfLink({ slug, title }: { slug: string; title: string }) {
  return (
    <div>
      <ButtonLink href={piecePdfPath(slug)} download variant="secondary" size="small" icon={<IconDownload />}>
        {/* One spoken phrase: split across elements the name would gain a stray space ("Download PDF : ..."). */}
        <span aria-hidden="true">{insights.download.label}</span>
        <VisuallyHidden>{actionOn(insights.download.label, title)}</VisuallyHidden>
      </ButtonLink>
    </div>
  );
}
