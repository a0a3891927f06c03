import { useEffect, useState } from 'react'
import { CONTRACT_TYPE_OF_VERTICAL, type ProductCard } from '../../domain/content/schemas'
import { parseWizardQuery } from '../../domain/products/applyLink'
import { usePortal, useT } from '../PortalContext'
import { ContactLink } from '../products/ContactLink'
import { fetchCards } from '../products/fetchCards'

type View = { status: 'idle' } | { status: 'loading' } | { status: 'found'; card: ProductCard } | { status: 'unknown' }

/**
 * The wizard page's product: reads companyproductId and type from the address, finds the product in
 * the static card files of the verticals of that contract type, and says what the visitor is
 * applying for, with the call-back link for it. Prerendered, it says the same in general terms.
 */
export function ApplyIntent() {
  const portal = usePortal()
  const t = useT()
  const [view, setView] = useState<View>({ status: 'idle' })

  useEffect(() => {
    const wanted = parseWizardQuery(window.location.search)
    if (wanted === null) return
    const verticals = portal.verticals.filter((v) => wanted.contractType === '' || CONTRACT_TYPE_OF_VERTICAL[v.id] === wanted.contractType).map((v) => v.key)
    setView({ status: 'loading' })
    void fetchCards(verticals).then((found) => {
      const card = found.find((f) => f.card.id === wanted.id)?.card
      setView(card ? { status: 'found', card } : { status: 'unknown' })
    })
  }, [portal])

  if (view.status === 'loading')
    return (
      <div className="apply-intent">
        <p role="status">{t('products.wizard.loading')}</p>
      </div>
    )
  if (view.status !== 'found') {
    return (
      <div className="apply-intent">
        {view.status === 'unknown' && (
          <p role="status" className="notice">
            {t('products.wizard.unknown')}
          </p>
        )}
        <p>{t('products.wizard.general')}</p>
        <p>
          <a className="button" href="#call-schedule">
            {t('products.callMe')}
          </a>
        </p>
      </div>
    )
  }
  const { card } = view
  return (
    <div className="apply-intent">
      <p className="notice" role="status">
        {t('products.wizard.product', { name: card.name, provider: card.provider })}
      </p>
      <p>{t('products.wizard.next')}</p>
      <p className="product-actions">
        <ContactLink card={card} primary />
        <a href={`${portal.paths.products}/${card.slug}`}>{t('products.wizard.details', { name: card.name })}</a>
      </p>
    </div>
  )
}
