import { ButtonLink, IconDownload, VisuallyHidden } from '@akoma/design-system';

import { mailtoLink } from '../../content/contactDetails';
import { insightsCopy } from '../../content/insights';

/** "Request PDF" for a downloadable piece: an e-mail to the team asking for it, named for the piece. */
export function RequestPdfLink({ title }: { title: string }) {
  return (
    <div>
      <ButtonLink href={mailtoLink(insightsCopy.download.subject(title))} variant="secondary" size="small" icon={<IconDownload />}>
        {/* One spoken phrase: split across elements the name would gain a stray space ("Request PDF : ..."). */}
        <span aria-hidden="true">{insightsCopy.download.label}</span>
        <VisuallyHidden>{`${insightsCopy.download.label}: ${title}, by e-mail`}</VisuallyHidden>
      </ButtonLink>
    </div>
  );
}
