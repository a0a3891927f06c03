import * as v from 'valibot'
import { portalFolder, type PortalConfig } from '../portal'
import { CONTRACT_TYPE_OF_VERTICAL, PRODUCT_BANNER_KEYS, ProductCardSchema, type ProductCard } from './schemas'
import { recordLabel, type SnapshotProblem } from './problems'

/**
 * Problems between one portal's config and its product files (vertical key -> parsed JSON): missing or
 * unknown verticals, too few cards, duplicate ids and slugs, unknown partners. The files of `trusted`
 * (vertical keys) are known to match the card schema, so their cards are not checked against it again.
 */
export function productCrossProblems(portal: PortalConfig, files: ReadonlyMap<string, unknown>, trusted: ReadonlySet<string> = new Set()): SnapshotProblem[] {
  const problems: SnapshotProblem[] = []
  const folder = portalFolder(portal)
  const fileOf = (key: string) => `products/${folder}/${key}.json`
  const verticalKeys = portal.verticals.map((vertical) => vertical.key)
  const verticalIds = portal.verticals.map((vertical) => vertical.id)
  const partners = new Map(portal.partners.map((partner) => [partner.code, partner]))
  const bannerKeys = new Set<string>([...PRODUCT_BANNER_KEYS, ...partners.keys()])
  const marked = new Set(portal.providers.map((mark) => mark.name))
  const imageHosts = new Set(portal.imageHosts.map((host) => host.toLowerCase()))
  const employmentKinds: readonly string[] = portal.eligibility?.employmentTypes ?? DEFAULT_EMPLOYMENT_KINDS

  for (const vertical of portal.verticals) {
    const cards = files.get(vertical.key)
    if (cards === undefined) {
      problems.push({
        file: fileOf(vertical.key),
        record: null,
        field: '',
        expected: `this file: ${portal.code} offers the vertical ${vertical.key}`,
        received: 'no such file',
      })
    } else if (Array.isArray(cards) && cards.length < portal.minCardsPerVertical) {
      problems.push({
        file: fileOf(vertical.key),
        record: null,
        field: '',
        expected: `at least ${portal.minCardsPerVertical} product cards (minCardsPerVertical of ${portal.code})`,
        received: `${cards.length}`,
      })
    }
  }

  const ids = new Map<number, string>()
  const slugs = new Map<string, string>()
  for (const [key, cards] of files) {
    const file = fileOf(key)
    const vertical = portal.verticals.find((candidate) => candidate.key === key)
    if (vertical === undefined) {
      problems.push({
        file,
        record: null,
        field: '',
        expected: `a file named after a vertical of ${portal.code}: ${verticalKeys.map((k) => `${k}.json`).join(', ')}`,
        received: `${key}.json`,
      })
    }
    if (!Array.isArray(cards)) continue
    cards.forEach((raw: unknown, index) => {
      if (!trusted.has(key) && !v.is(ProductCardSchema, raw)) return
      const card = raw as ProductCard
      const record = recordLabel(index, card)
      const at = (field: string, expected: string, received: string) => problems.push({ file, record, field, expected, received })

      if (vertical !== undefined && card.verticalId !== vertical.id) {
        const hint = verticalIds.includes(card.verticalId)
          ? `; ${card.verticalId} belongs in another file`
          : `; ${card.verticalId} is not a vertical of ${portal.code} (${verticalIds.join(', ')})`
        at('verticalId', `${vertical.id}, the vertical of ${key}.json`, `${card.verticalId}${hint}`)
      }
      const contractType = CONTRACT_TYPE_OF_VERTICAL[card.verticalId]
      if (contractType !== undefined && card.contractType !== contractType) {
        at('contractType', `"${contractType}" for vertical ${card.verticalId}`, `"${card.contractType}"`)
      }

      const firstId = ids.get(card.id)
      if (firstId === undefined) ids.set(card.id, `${recordLabel(index, card)} of ${key}.json`)
      else at('id', `an id used by no other card of ${portal.code}`, `${card.id} (also ${firstId})`)
      const firstSlug = slugs.get(card.slug)
      if (firstSlug === undefined) slugs.set(card.slug, `${recordLabel(index, card)} of ${key}.json`)
      else at('slug', `a slug used by no other card of ${portal.code}`, `"${card.slug}" (also ${firstSlug})`)

      // Every card shows its provider's mark, and a logo only from a host the CSP allows (docs/data.md, "Provider marks").
      if (!marked.has(card.provider)) {
        at('provider', `a provider with a mark in ${portalConfigFile(folder)} › providers (name, initials, colour)`, `"${card.provider}"`)
      }
      if (card.logoUrl !== undefined && !imageHosts.has(new URL(card.logoUrl).hostname)) {
        const hosts = imageHosts.size === 0 ? 'none listed' : [...imageHosts].join(', ')
        at('logoUrl', `an address on an image host of ${portal.code} (imageHosts of ${portalConfigFile(folder)}: ${hosts})`, `"${card.logoUrl}"`)
      }

      // The kinds of work a card names are the portal's (docs/requirements/eligibility.md): OFW on ECM only.
      const kinds = card.contractType === 'credit-card' || card.contractType === 'loan' ? (card.employmentTypes ?? []) : []
      const foreign = kinds.filter((kind) => !employmentKinds.includes(kind))
      if (foreign.length > 0) {
        at(
          'employmentTypes',
          `kinds of work of ${portal.code} (eligibility.employmentTypes of ${portalConfigFile(folder)}: ${employmentKinds.join(', ')})`,
          foreign.map((kind) => `"${kind}"`).join(', '),
        )
      }

      const partner = card.providerCode === undefined ? undefined : partners.get(card.providerCode)
      if (card.providerCode !== undefined && partner === undefined) {
        at('providerCode', `a partner code of ${portal.code}: ${[...partners.keys()].join(', ')}`, `"${card.providerCode}"`)
      }
      if (!bannerKeys.has(card.bannerKey)) {
        at('bannerKey', `a partner code or product type: ${[...bannerKeys].join(', ')}`, `"${card.bannerKey}"`)
      }
      if (card.applyType === 'partner-wizard' && (partner?.wizardHost === undefined || partner.wizardQaHost === undefined)) {
        const withWizard = portal.partners.filter((p) => p.wizardHost !== undefined && p.wizardQaHost !== undefined).map((p) => p.code)
        at(
          'applyType',
          `"wizard" or "contact", or a providerCode whose partner has a white-label wizard (${withWizard.join(', ')})`,
          `"partner-wizard" with providerCode ${card.providerCode === undefined ? 'missing' : `"${card.providerCode}"`}`,
        )
      }
    })
  }
  return problems
}

/** The kinds of work a portal's cards may name when its config says none: every kind but OFW (overseas Filipino workers). */
const DEFAULT_EMPLOYMENT_KINDS = ['employed', 'self-employed', 'business-owner'] as const

function portalConfigFile(folder: string): string {
  return `data/portals/${folder}.json`
}
