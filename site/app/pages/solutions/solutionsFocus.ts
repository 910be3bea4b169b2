import { findProduct, pillarIds, type PillarId, type Product } from '../../content/products';

/** What a sub-route of /solutions brings forward (/solutions/capability, /solutions/twu...). */
export interface SolutionsFocus {
  /** The pillar whose deliverables section comes first, highlighted. */
  pillar?: PillarId;
  /** On a product's sub-route, the product introduced above its pillar. */
  product?: Product;
}

const isPillarId = (slug: string): slug is PillarId => (pillarIds as readonly string[]).includes(slug);

/**
 * The focus for a sub-route slug: a pillar's own slug leads with that pillar; a product's slug
 * introduces the product, then leads with the pillar it mainly serves. A product that serves all
 * three pillars alike (Ask Indy) has no one pillar to lead with. No slug, or an unknown one, has no focus.
 */
export function solutionsFocus(slug: string | undefined): SolutionsFocus {
  if (!slug) return {};
  if (isPillarId(slug)) return { pillar: slug };
  const product = findProduct(slug);
  if (!product) return {};
  const servesEveryPillar = pillarIds.every((pillar) => product.pillars.includes(pillar));
  return servesEveryPillar ? { product } : { product, pillar: product.pillars[0] };
}

/** Items in their usual order, with the one for `lead` (if any) moved to the front. */
export function leadWith<Item extends { id: PillarId }>(items: readonly Item[], lead: PillarId | undefined): Item[] {
  const first = items.filter((item) => item.id === lead);
  return [...first, ...items.filter((item) => item.id !== lead)];
}
