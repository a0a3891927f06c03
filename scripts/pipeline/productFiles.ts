// The static product files the compare and wizard pages fetch: one JSON per vertical, written into a
// portal's built site at /data/products/{verticalKey}.json. Written by the page loop (scripts/pipeline/productPages.ts),
// one vertical at a time; the list pages' filter island reads them too, or, for a long list, the
// vertical's filter index and its cards one a file beside it (docs/decisions/035-filter-index-for-phones.md).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ProductCard } from '../../domain/content/schemas'
import { cardFacts } from '../../domain/products/cardFacts'
import { cardsSpec } from '../../domain/products/facets'
import { buildFilterIndex, cardFileName, INDEX_MIN_CARDS, optionBlocks } from '../../domain/products/filterIndex'
import type { ListSpec } from '../../domain/products/listSpec'

/** One file to write: its path under the site root and its JSON text. */
export interface ProductFile {
  path: string
  json: string
}

/** The product files of one portal's snapshot (cards by vertical key, as loadSnapshot() gives them). */
export function productFiles(products: Readonly<Record<string, readonly ProductCard[]>>): ProductFile[] {
  return Object.entries(products).map(([verticalKey, cards]) => ({ path: `data/products/${verticalKey}.json`, json: JSON.stringify(cards) }))
}

/**
 * The filter index of a vertical's list and its cards one a file (decision 035), under
 * data/products/{verticalKey}/: none for a list shorter than INDEX_MIN_CARDS (its island fetches the
 * whole JSON). The list page's island is told the folder (indexUrl) by the same rule.
 */
export function filterIndexFiles(
  verticalKey: string,
  cards: readonly ProductCard[],
  spec: ListSpec = cardsSpec(cards),
  keepCard: (card: ProductCard) => boolean = () => false,
): ProductFile[] {
  if (cards.length < INDEX_MIN_CARDS) return []
  const folder = `data/products/${verticalKey}`
  const index = buildFilterIndex(cards.map(cardFacts), spec)
  const byId = new Map(cards.map((card) => [card.id, card]))
  const order = (index.ids as number[]).map((id) => byId.get(id)!)
  return [
    ...Object.entries(index).map(([name, value]) => ({ path: `${folder}/${name}.json`, json: JSON.stringify(value) })),
    ...optionBlocks(order.map(cardFacts), spec).map(({ name, positions }) => ({
      path: `${folder}/${name}.json`,
      json: JSON.stringify(positions.map((p) => order[p])),
    })),
    ...cards.filter((card) => !keepCard(card)).map((card) => ({ path: `${folder}/${cardFileName(card.id)}.json`, json: JSON.stringify(card) })),
  ]
}

/**
 * Writes the product files into a built site folder (dist/ecm, build/.../client ...); returns the paths
 * written. `keepCard`: a card whose own file (data/products/{key}/card-{id}.json) the site already holds
 * as it would be written, left out (an update in place, decision 024). `write`: how a file is written
 * (the page loop's spare files, decision 048).
 */
export function writeProductFiles(
  siteDir: string,
  products: Readonly<Record<string, readonly ProductCard[]>>,
  keepCard: (card: ProductCard) => boolean = () => false,
  write: (target: string, json: string) => void = writeFileSync,
): string[] {
  const written: string[] = []
  const made = new Set<string>()
  const files = [...productFiles(products), ...Object.entries(products).flatMap(([key, cards]) => filterIndexFiles(key, cards, cardsSpec(cards), keepCard))]
  for (const file of files) {
    const target = join(siteDir, file.path)
    const folder = join(target, '..')
    if (!made.has(folder)) mkdirSync(folder, { recursive: true })
    made.add(folder)
    write(target, file.json)
    written.push(file.path)
  }
  return written
}
