import { ButtonLink, IconDownload, VisuallyHidden } from '@akoma/design-system';

import { insightsCopy } from '../../content/insights';

/** "Download PDF" for a downloadable piece: the PDF the build made from the piece's own text, named for the piece. */
export function DownloadPdfLink({ slug, title }: { slug: string; title: string }) {
  return (
    <div>
      <ButtonLink href={insightsCopy.download.href(slug)} download variant="secondary" size="small" icon={<IconDownload />}>
        {/* One spoken phrase: split across elements the name would gain a stray space ("Download PDF : ..."). */}
        <span aria-hidden="true">{insightsCopy.download.label}</span>
        <VisuallyHidden>{`${insightsCopy.download.label}: ${title}`}</VisuallyHidden>
      </ButtonLink>
    </div>
  );
}
