// https://vike.dev/Page
import { Island } from '../../components/Island'
import { CompareTray } from '../../components/islands/CompareTray'
import { FeaturedCarousel } from '../../components/islands/FeaturedCarousel'
import { ProductFilters } from '../../components/islands/ProductFilters'
import { usePortal, useT } from '../../components/PortalContext'
import { ContactModalIsland } from '../../components/contact/ContactModalIsland'
import { CallSchedule } from '../../components/products/CallSchedule'
import { ProductCard } from '../../components/products/ProductCard'
import { selectionKey } from '../../domain/products/compareSelection'
import { useData } from '../../renderer/useData'
import type { Data } from './verticalData'
import { featuredItems } from './featuredItems'

const LIST_ID = 'product-list'

export default function Page() {
  const { vertical, cards, spec } = useData<Data>()
  const portal = usePortal()
  const t = useT()
  const featured = featuredItems(cards, portal, t)
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t('products.list.heading', { vertical: t(`vertical.${vertical.key}.name`) })}</h1>
          <p>{t(`vertical.${vertical.key}.pitch`)}</p>
        </div>
      </section>
      <div className="container">
        {featured.length > 0 && (
          <Island name="FeaturedCarousel" component={FeaturedCarousel} when="interaction" props={{ title: t('products.featured.title'), items: featured, config: { autoplayMs: 6000, stopOnHover: true } }} />
        )}
        <h2 className="visually-hidden">{t('products.list.all')}</h2>
        <div className="vertical-layout">
          <Island name="ProductFilters" component={ProductFilters} when="interaction" loadWithQuery props={{ spec, total: cards.length, listId: LIST_ID, action: vertical.path }} />
          <ul id={LIST_ID} className="product-list">
            {cards.map((card) => (
              <ProductCard key={card.id} card={card} verticalKey={vertical.key} productsPath={portal.paths.products} />
            ))}
          </ul>
          <div id={`${LIST_ID}-more`} className="list-more" />
          <Island name="CompareTray" component={CompareTray} when="interaction" wake="input[form=compare-form]" loadWithSessionKey={selectionKey(portal.code, vertical.key)} props={{ verticalKey: vertical.key }} />
        </div>
        <CallSchedule />
        <ContactModalIsland />
      </div>
    </>
  )
}
