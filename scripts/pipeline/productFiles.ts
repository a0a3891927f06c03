// The static product files the compare and wizard pages fetch: one JSON per vertical, written into a
// portal's built site at /data/products/{verticalKey}.json. Written by the page loop (scripts/pipeline/productPages.ts),
// one vertical at a time; the list pages' filter island reads them too, or, for a long list, the
// vertical's filter index and its cards in blocks beside it (docs/decisions/050-card-blocks.md).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ProductCard } from '../../domain/content/schemas'
import { cardFacts } from '../../domain/products/cardFacts'
import { cardsSpec } from '../../domain/products/facets'
import { ELIGIBILITY_FILE, eligibilityColumns } from '../../domain/products/eligibilityIndex'
import { buildFilterIndex, cardBlocks, INDEX_MIN_CARDS } from '../../domain/products/filterIndex'
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
 * The filter index of a vertical's list and its cards in blocks (decisions 035, 050), under
 * data/products/{verticalKey}/: none for a list shorter than INDEX_MIN_CARDS (its island fetches the
 * whole JSON). The list page's island is told the folder (indexUrl) by the same rule. One file at a
 * time: the blocks hold each card once per sort order and once more per sort order in its provider's
 * (about ten times the vertical's JSON in all), so they are not all held at once.
 */
export function* filterIndexFiles(verticalKey: string, cards: readonly ProductCard[], spec: ListSpec = cardsSpec(cards)): Generator<ProductFile> {
  if (cards.length < INDEX_MIN_CARDS) return
  const folder = `data/products/${verticalKey}`
  const index = buildFilterIndex(cards.map(cardFacts), spec)
  for (const [name, value] of Object.entries(index)) yield { path: `${folder}/${name}.json`, json: JSON.stringify(value) }
  const byPosition = new Map(cards.map((card) => [card.id, card]))
  // What "Only what I can get" reads of each position (decision 071): for credit cards and loans.
  const eligibility = eligibilityColumns((index.ids as number[]).map((id) => byPosition.get(id)!))
  if (eligibility !== null) yield { path: `${folder}/${ELIGIBILITY_FILE}.json`, json: JSON.stringify(eligibility) }
  // Each card's JSON once, by position: a block is the same text as JSON.stringify of its cards.
  const byId = new Map(cards.map((card) => [card.id, JSON.stringify(card)]))
  const json = (index.ids as number[]).map((id) => byId.get(id)!)
  for (const { name, positions } of cardBlocks(spec, index)) yield { path: `${folder}/${name}.json`, json: `[${positions.map((p) => json[p]).join(',')}]` }
}

/**
 * Writes the product files into a built site folder (dist/ecm, build/.../client ...); returns the paths
 * written.
 */
export function writeProductFiles(siteDir: string, products: Readonly<Record<string, readonly ProductCard[]>>): string[] {
  const written: string[] = []
  const made = new Set<string>()
  const writeOne = (file: ProductFile) => {
    const target = join(siteDir, file.path)
    const folder = join(target, '..')
    if (!made.has(folder)) mkdirSync(folder, { recursive: true })
    made.add(folder)
    writeFileSync(target, file.json)
    written.push(file.path)
  }
  for (const file of productFiles(products)) writeOne(file)
  for (const [key, cards] of Object.entries(products)) for (const file of filterIndexFiles(key, cards, cardsSpec(cards))) writeOne(file)
  return written
}
