import type { TrustContent } from '../domain/content/trustSchema'
import { contentFile, portal } from './serverPortal'

/** This portal's trust file (data/content/{folder}/trust.json), checked at build by scripts/pipeline/checkAll.ts. */
export function trustFile(): TrustContent {
  return contentFile<TrustContent>('content', 'trust.json')
}

/** A trust page's head: its title with the brand, its description. */
export function trustHead(page: { title: string; description: string }): { title: string; description: string } {
  return { title: `${page.title} | ${portal.brand}`, description: page.description }
}
