import { useEffect, useState } from 'react'
import { cameFromSubscription } from '../../domain/leads/thankYouQuery'
import { parseWizardQuery } from '../../domain/products/applyLink'
import { applyShardOf, applyShardUrl, readShard, type ApplyEntry } from '../../domain/wizards/applyLookup'
import { usePortal, useT } from '../PortalContext'

/** What the page knows of the recipient: nothing chosen (the portal's advisers call), a product chosen, its provider found. */
type Known = { kind: 'advisor' } | { kind: 'subscribed' } | { kind: 'product' } | { kind: 'provider'; entry: ApplyEntry }

/**
 * What happens next, on the thank-you page (docs/requirements/pages-and-portals.md#thank-you-page,
 * decision 055): after the application wizard, whose redirect names the product (companyproductId and
 * type), it names the provider who will call, read from the build's product lookup (never a name from
 * the address), and says "the provider of the product you chose" until it is read or when it is not
 * found; otherwise, and prerendered, the portal's advisers call (the portal's own landing pages and
 * forms, where no provider was chosen). After a newsletter sign-up (the birthday form, whose redirect
 * carries SUBSCRIBED_QUERY) nobody calls: it says what comes by e-mail.
 */
export function ThankYouProvider() {
  const portal = usePortal()
  const t = useT()
  const [known, setKnown] = useState<Known>({ kind: 'advisor' })
  useEffect(() => {
    if (cameFromSubscription(window.location.search)) {
      setKnown({ kind: 'subscribed' })
      return
    }
    const wanted = parseWizardQuery(window.location.search)
    if (wanted === null) return
    setKnown({ kind: 'product' })
    let current = true
    fetch(applyShardUrl(applyShardOf(wanted.id)))
      .then(async (response) => (response.ok ? readShard(await response.json()) : []))
      .catch(() => [])
      .then((entries) => {
        const found = entries.find((item) => item.id === wanted.id && item.contractType === wanted.contractType)
        if (current && found) setKnown({ kind: 'provider', entry: found })
      })
    return () => {
      current = false
    }
  }, [])
  if (known.kind === 'provider') {
    const { entry } = known
    return (
      <div className="thank-you-next">
        <p>{t('thankYou.provider.body', { brand: portal.brand, provider: entry.provider, name: entry.name })}</p>
        <p>{t('thankYou.provider.next', { provider: entry.provider })}</p>
      </div>
    )
  }
  if (known.kind === 'subscribed') {
    return (
      <div className="thank-you-next">
        <p>{t('thankYou.subscribed.body', { brand: portal.brand })}</p>
        <p>{t('thankYou.subscribed.next')}</p>
      </div>
    )
  }
  return (
    <div className="thank-you-next">
      <p>{known.kind === 'product' ? t('thankYou.bodyProduct', { brand: portal.brand }) : t('thankYou.body', { brand: portal.brand })}</p>
      <p>{t('thankYou.next')}</p>
    </div>
  )
}
