import type { TrustContent } from '../domain/content/trustSchema'
import { contentFile, portal, t } from './serverPortal'
import { longDate } from '../domain/dates/longDate'
import type { BylineFacts } from '../domain/seo/structuredData'

/** This portal's trust file (data/content/{folder}/trust.json), checked at build by scripts/pipeline/checkAll.ts. */
export function trustFile(): TrustContent {
  return contentFile<TrustContent>('content', 'trust.json')
}

/** A trust page's head: its title with the brand, its description. */
export function trustHead(page: { title: string; description: string }): { title: string; description: string } {
  return { title: `${page.title} | ${portal.brand}`, description: page.description }
}

/** A page's byline from the trust file (by its portal path key), as facts for JSON-LD and as the line the page shows; null without a trust file. */
export function bylineOf(pageKey: string): { facts: BylineFacts; text: string } | null {
  if (portal.paths.about === undefined) return null
  const trust = trustFile()
  const byline = trust.bylines[pageKey]
  if (byline === undefined) return null
  const name = (id: string) => trust.people.find((person) => person.id === id)?.name ?? id
  const facts = { author: name(byline.author), reviewer: name(byline.reviewer), published: byline.published, updated: byline.updated }
  return { facts, text: t('trust.byline', { author: facts.author, reviewer: facts.reviewer, date: longDate(byline.updated, portal.locale) }) }
}
