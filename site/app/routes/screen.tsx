import { metaForPath } from '../seo/meta';

/** Every screen's `meta`: its page's title, description, social tags, canonical and structured data. */
export function screenMeta({ location }: { location: { pathname: string } }) {
  return metaForPath(location.pathname);
}
