import type { ContractType, ProductCard } from '../content/schemas'

/**
 * The wizard's product lookup (docs/data.md#the-wizards-product-lookup): the build writes every card of
 * a portal, in a few fields, into APPLY_SHARDS files data/apply/{id % APPLY_SHARDS}.json (128 files), so the wizard
 * and its thank-you find a product in one small request instead of a vertical's whole file.
 */
export const APPLY_SHARDS = 128

/** What the wizard shows and sends of a product. */
export interface ApplyEntry {
  id: number
  name: string
  provider: string
  providerCode?: string
  /** The vertical's key (credit-cards ...): the wizard's steps and the lead's VerticalId. */
  vertical: string
  slug: string
  contractType: ContractType
}

/** The shard of a product id. */
export function applyShardOf(id: number): number {
  return id % APPLY_SHARDS
}

/** The address of a shard in the built site. */
export function applyShardUrl(shard: number): string {
  return `/data/apply/${shard}.json`
}

/** A card's entry in the lookup. */
export function applyEntry(card: Pick<ProductCard, 'id' | 'name' | 'provider' | 'providerCode' | 'slug' | 'contractType'>, verticalKey: string): ApplyEntry {
  return {
    id: card.id,
    name: card.name,
    provider: card.provider,
    ...(card.providerCode === undefined ? {} : { providerCode: card.providerCode }),
    vertical: verticalKey,
    slug: card.slug,
    contractType: card.contractType,
  }
}

/** Every shard's file (path under the site root and JSON), all APPLY_SHARDS of them, an empty one as []: none is ever left stale. */
export function applyShardFiles(entries: Iterable<ApplyEntry>): { path: string; json: string }[] {
  const shards: ApplyEntry[][] = Array.from({ length: APPLY_SHARDS }, () => [])
  for (const entry of entries) shards[applyShardOf(entry.id)]!.push(entry)
  return shards.map((list, shard) => ({ path: `data/apply/${shard}.json`, json: JSON.stringify(list.sort((a, b) => a.id - b.id)) }))
}

/** Reads a shard's JSON as entries, keeping only well-formed ones (a file from an older build, or a proxy's error page, is no crash). */
export function readShard(value: unknown): ApplyEntry[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (item): item is ApplyEntry =>
      item !== null &&
      typeof item === 'object' &&
      typeof (item as ApplyEntry).id === 'number' &&
      typeof (item as ApplyEntry).name === 'string' &&
      typeof (item as ApplyEntry).provider === 'string' &&
      typeof (item as ApplyEntry).vertical === 'string' &&
      typeof (item as ApplyEntry).slug === 'string' &&
      typeof (item as ApplyEntry).contractType === 'string',
  )
}
