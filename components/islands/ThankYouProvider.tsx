import { useEffect, useState } from 'react'
import { parseWizardQuery } from '../../domain/products/applyLink'
import { applyShardOf, applyShardUrl, readShard, type ApplyEntry } from '../../domain/wizards/applyLookup'
import { usePortal, useT } from '../PortalContext'

/**
 * What happens next, on the thank-you page (docs/requirements/pages-and-portals.md#thank-you-page): after the
 * application wizard, whose redirect names the product (companyproductId and type), it names the
 * provider who will call, read from the build's product lookup (never a name from the address);
 * otherwise, and prerendered, the portal's general text.
 */
export function ThankYouProvider() {
  const portal = usePortal()
  const t = useT()
  const [entry, setEntry] = useState<ApplyEntry | null>(null)
  useEffect(() => {
    const wanted = parseWizardQuery(window.location.search)
    if (wanted === null) return
    let current = true
    fetch(applyShardUrl(applyShardOf(wanted.id)))
      .then(async (response) => (response.ok ? readShard(await response.json()) : []))
      .catch(() => [])
      .then((entries) => {
        const found = entries.find((item) => item.id === wanted.id && item.contractType === wanted.contractType)
        if (current && found) setEntry(found)
      })
    return () => {
      current = false
    }
  }, [])
  if (entry === null)
    return (
      <div className="thank-you-next">
        <p>{t('thankYou.body', { brand: portal.brand })}</p>
        <p>{t('thankYou.next')}</p>
      </div>
    )
  return (
    <div className="thank-you-next">
      <p>{t('thankYou.provider.body', { brand: portal.brand, provider: entry.provider, name: entry.name })}</p>
      <p>{t('thankYou.provider.next', { provider: entry.provider })}</p>
    </div>
  )
}
