import { useEffect, useMemo, useState } from 'react';

import type { PieceSearch } from '../../pieces/search';

let loading: Promise<PieceSearch> | undefined;

/**
 * The full-text index of every piece (built with the site, a chunk of its own) and the code that
 * reads it, fetched once on the first search of the visit. A failed fetch (a dropped connection)
 * is forgotten, so the next keystroke tries again; until then the search still matches titles
 * and descriptions.
 */
export function loadFullTextSearch(): Promise<PieceSearch> {
  loading ??= Promise.all([import('virtual:pieces/search'), import('../../pieces/search')])
    .then(([index, search]) => search.loadSearchIndex(index.default))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The slugs of the pieces whose text matches the query, best first: undefined while the query is
 * blank or the index has not arrived yet. The index is fetched on the first non-blank query.
 */
export function useFullTextSearch(query: string): readonly string[] | undefined {
  const [search, setSearch] = useState<PieceSearch | undefined>(undefined);
  const searching = query.trim() !== '';

  useEffect(() => {
    if (!searching || search) return;
    let current = true;
    loadFullTextSearch().then(
      (loaded) => {
        if (current) setSearch(loaded);
      },
      () => {
        // Offline or the chunk failed: titles and descriptions still match; the next query retries.
      },
    );
    return () => {
      current = false;
    };
  }, [searching, search]);

  return useMemo(() => (search && searching ? search.search(query) : undefined), [search, searching, query]);
}
