import { recordLabel, type SnapshotProblem } from '../content/problems'
import type { ProductCard } from '../content/schemas'
import { partnerWizardHref } from '../products/applyLink'
import { portalFolder, type PortalConfig } from '../portal'

/**
 * Whether a card's Apply opens the portal's own wizard: a 'wizard' card, or a 'partner-wizard' card
 * whose partner has no white-label host in a production or a staging build (applyHref's fallback).
 */
export function opensOwnWizard(portal: Pick<PortalConfig, 'partners'>, card: Pick<ProductCard, 'id' | 'applyType' | 'providerCode'>): boolean {
  if (card.applyType === 'wizard') return true
  if (card.applyType !== 'partner-wizard') return false
  return (
    partnerWizardHref({ partners: portal.partners, live: true }, card) === null || partnerWizardHref({ partners: portal.partners, live: false }, card) === null
  )
}

/**
 * Cards whose Apply would have nowhere real to go (docs/forms.md#the-application-wizard): one that
 * opens the portal's wizard in a vertical without a wizard definition (data/wizards/{portal}.json).
 * `files`: the product files' contents by vertical key (cards that fail their schema are skipped,
 * the schema names them).
 */
export function applyProblems(portal: PortalConfig, files: ReadonlyMap<string, unknown>, wizardVerticals: ReadonlySet<string>): SnapshotProblem[] {
  const problems: SnapshotProblem[] = []
  const folder = portalFolder(portal)
  for (const [key, cards] of files) {
    if (!Array.isArray(cards)) continue
    cards.forEach((raw: unknown, index) => {
      const card = raw as Partial<ProductCard> | null
      if (card === null || typeof card !== 'object' || typeof card.id !== 'number' || typeof card.applyType !== 'string') return
      if (!opensOwnWizard(portal, card as ProductCard) || wizardVerticals.has(key)) return
      problems.push({
        file: `products/${folder}/${key}.json`,
        record: recordLabel(index, card),
        field: 'applyType',
        expected: `"contact", or a vertical with an application wizard in data/wizards/${folder}.json (it has ${wizardVerticals.size === 0 ? 'none' : [...wizardVerticals].join(', ')}): Apply would have nowhere to go`,
        received: `"${card.applyType}" in ${key}`,
      })
    })
  }
  return problems
}
