import { useContext, type ReactElement } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  type MetaDescriptor,
} from 'react-router';

/**
 * The current page's head tags, from the deepest matched route that exports `meta`, as React
 * Router's `<Meta>` renders them, with one difference: each tag's key names the tag (its name,
 * property, or rel and hreflang), not its value. `<Meta>` keys a link by its whole descriptor,
 * address included, so each navigation took the canonical and hreflang `<link>`s out of `<head>`
 * and put new ones in, and taking out or adding any `<link>` makes the browser restyle the whole
 * page (20 ms on the home page on a fast machine, a few hundred on a slow phone) in the middle of
 * the navigation. Here the next page's address and content are written into the same elements.
 */
export function HeadTags() {
  const framework = useContext(FrameworkContext);
  const routerState = useContext(DataRouterStateContext);
  const location = useLocation();
  if (!framework || !routerState) return null;
  const { routeModules } = framework;
  const { errors, loaderData } = routerState;
  // As React Router does: with an error, only the routes down to the one whose boundary shows it.
  const failed = errors ? routerState.matches.findIndex((match) => errors[match.route.id] !== undefined) : -1;
  const active = failed >= 0 ? routerState.matches.slice(0, failed + 1) : routerState.matches;
  const leaf = active.at(-1);
  const error: unknown = errors && leaf ? errors[leaf.route.id] : undefined;
  let descriptors: MetaDescriptor[] = [];
  const matches: MetaMatch[] = [];
  for (const match of active) {
    const id = match.route.id;
    const data: unknown = loaderData[id];
    const handle: unknown = match.route.handle;
    const entry: MetaMatch = {
      id,
      data,
      loaderData: data,
      meta: descriptors,
      params: match.params,
      pathname: match.pathname,
      handle,
      error,
    };
    matches.push(entry);
    const meta = routeModules[id]?.meta;
    if (meta) {
      // Each route module's `meta` is typed by its own route; called here as React Router calls it.
      const args = { data, loaderData: data, params: match.params, location, matches, error } as unknown as Parameters<typeof meta>[0];
      descriptors = typeof meta === 'function' ? (meta(args) ?? []) : [...(meta as MetaDescriptor[])];
    }
    entry.meta = descriptors;
  }
  // A tag named twice (two ld+json scripts, say) is told apart by its place among its namesakes.
  const seen = new Map<string, number>();
  return (
    <>
      {descriptors.flat().map((descriptor) => {
        const name = tagName(descriptor);
        const count = seen.get(name) ?? 0;
        seen.set(name, count + 1);
        return headTag(descriptor, count === 0 ? name : `${name}#${String(count)}`);
      })}
    </>
  );
}

/** A matched route as a route's `meta` function is given it, in `matches`. */
interface MetaMatch {
  id: string;
  data: unknown;
  loaderData: unknown;
  meta: MetaDescriptor[];
  params: Record<string, string | undefined>;
  pathname: string;
  handle: unknown;
  error: unknown;
}

/** What a tag is, whatever it says: the key that keeps its element from one page to the next. */
function tagName(descriptor: MetaDescriptor): string {
  if ('title' in descriptor) return 'title';
  if ('script:ld+json' in descriptor) return 'ld+json';
  if ('charSet' in descriptor) return 'charSet';
  const attributes = descriptor as Record<string, string | undefined>;
  if (attributes.tagName === 'link') return `link:${attributes.rel ?? ''}:${attributes.hrefLang ?? ''}`;
  const name = attributes.name ?? attributes.property ?? attributes.httpEquiv ?? attributes.itemProp;
  return name === undefined ? `meta:${JSON.stringify(attributes)}` : `meta:${name}`;
}

function headTag(descriptor: MetaDescriptor, key: string): ReactElement | null {
  if ('title' in descriptor) return <title key={key}>{String(descriptor.title)}</title>;
  if ('script:ld+json' in descriptor) {
    // Escaped as React Router escapes it: no `</script>` or HTML comment can close the script early.
    const json = JSON.stringify(descriptor['script:ld+json']).replace(
      /[<>&\u2028\u2029]/g,
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    return <script key={key} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
  }
  if ('charSet' in descriptor) return <meta key={key} charSet={String(descriptor.charSet)} />;
  if ('tagName' in descriptor) {
    const { tagName: element, ...attributes } = descriptor as { tagName: string } & Record<string, string>;
    if (element !== 'link' && element !== 'meta') return null;
    const Tag = element;
    return <Tag key={key} {...attributes} />;
  }
  return <meta key={key} {...descriptor} />;
}
