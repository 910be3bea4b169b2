/** What the `Prefer` header asks for: what to return, whether to count, how to resolve a conflict. */
export interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only';
  count: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
}

export function parsePrefer(header: string | undefined): Prefer {
  const prefer: Prefer = { return: 'minimal', count: false, resolution: undefined };
  for (const part of (header ?? '').split(',')) {
    const [name = '', value = ''] = part.trim().split('=');
    if (name === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) prefer.return = value;
    if (name === 'count' && value === 'exact') prefer.count = true;
    if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefer.resolution = value;
  }
  return prefer;
}
