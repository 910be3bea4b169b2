import { NewsletterPage } from '../pages/newsletter/NewsletterPage';
import { NotFoundContent } from '../pages/shared/NotFoundContent';
import { screenMeta } from './screen';
import { useCurrentPage } from '../pages/shared/screen';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = screenMeta;

/** /newsletter: The Workroom, its sign-up, and the confirm and unsubscribe links from its e-mails. */
export default function Newsletter() {
  const page = useCurrentPage();
  if (!page) return <NotFoundContent />;
  return <NewsletterPage page={page} />;
}
