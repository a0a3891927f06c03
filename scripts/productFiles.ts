// The static product files the compare and wizard pages fetch: one JSON per vertical, written into a
// portal's built site at /data/products/{verticalKey}.json. Written by the page loop (scripts/productPages.ts),
// one vertical at a time; the list pages' filter island reads them too.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ProductCard } from '../domain/content/schemas'

/** One file to write: its path under the site root and its JSON text. */
export interface ProductFile {
  path: string
  json: string
}

/** The product files of one portal's snapshot (cards by vertical key, as loadSnapshot() gives them). */
export function productFiles(products: Readonly<Record<string, readonly ProductCard[]>>): ProductFile[] {
  return Object.entries(products).map(([verticalKey, cards]) => ({ path: `data/products/${verticalKey}.json`, json: JSON.stringify(cards) }))
}

/** Writes the product files into a built site folder (dist/ecm, build/.../client ...); returns the paths written. */
export function writeProductFiles(siteDir: string, products: Readonly<Record<string, readonly ProductCard[]>>): string[] {
  const written: string[] = []
  for (const file of productFiles(products)) {
    const target = join(siteDir, file.path)
    mkdirSync(join(target, '..'), { recursive: true })
    writeFileSync(target, file.json)
    written.push(file.path)
  }
  return written
}
