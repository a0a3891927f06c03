// https://vike.dev/Page
import { Island } from '../../components/Island'
import { CompareTray } from '../../components/islands/CompareTray'
import { FeaturedCarousel } from '../../components/islands/FeaturedCarousel'
import { ProductFilters } from '../../components/islands/ProductFilters'
import { usePortal, useT } from '../../components/PortalContext'
import { ContactModalIsland } from '../../components/contact/ContactModalIsland'
import { CallSchedule } from '../../components/products/CallSchedule'
import { ProductCard } from '../../components/products/ProductCard'
import { loanCalculationKey } from '../../components/calculators/loanCalculation'
import { CONTRACT_TYPE_OF_VERTICAL } from '../../domain/content/schemas'
import { MAX_COMPARE, selectionKey } from '../../domain/products/compareSelection'
import { INDEX_MIN_CARDS } from '../../domain/products/filterIndex'
import { useData } from '../../renderer/useData'
import { Breadcrumbs } from '../../components/facets/Breadcrumbs'
import { FacetFilterForm } from '../../components/facets/FacetFilterForm'
import { FacetLinks } from '../../components/facets/FacetLinks'
import type { Data } from './verticalData'
import { ListPagination } from '../../components/facets/ListPagination'

const LIST_ID = 'product-list'

export default function Page() {
  const { vertical, cards, spec, facets, facet, paging, featured } = useData<Data>()
  const portal = usePortal()
  const t = useT()
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs
            trail={
              facet
                ? [
                    { name: t(`vertical.${vertical.key}.name`), path: vertical.path },
                    { name: facet.label, path: facet.path },
                  ]
                : [{ name: t(`vertical.${vertical.key}.name`), path: vertical.path }]
            }
          />
          <h1>{facet ? facet.heading : t('products.list.heading', { vertical: t(`vertical.${vertical.key}.phrase`) })}</h1>
          <p>
            {t(`vertical.${vertical.key}.pitch`)}
            {portal.paths.howWeMakeMoney && portal.paths.howWeRate && (
              // How the list is made, next to its heading (decision 067): in the pitch's paragraph, so the list does not move down.
              <span className="trust-line">
                {' '}
                <a href={portal.paths.howWeMakeMoney}>{t('footer.money')}</a> · <a href={`${portal.paths.howWeRate}#${vertical.key}`}>{t('footer.rate')}</a>
              </span>
            )}
          </p>
        </div>
      </section>
      <div className="container">
        {featured.length > 0 && (
          <Island
            name="FeaturedCarousel"
            component={FeaturedCarousel}
            when="interaction"
            props={{ title: t('products.featured.title'), items: featured, config: { autoplayMs: 6000, stopOnHover: true } }}
          />
        )}
        <h2 className="visually-hidden">{t('products.list.all')}</h2>
        <div className="vertical-layout">
          {/* Outside the filter panel, which starts closed: without JavaScript the form reaches one facet page at a time (decision 013). */}
          <noscript>
            <p className="facet-notice">{t('seo.facet.noScript')}</p>
          </noscript>
          {facet ? (
            <FacetFilterForm
              spec={spec}
              state={{ values: { [facet.group]: [facet.value] }, sort: spec.sorts[0]?.id ?? '' }}
              count={paging.total}
              action={vertical.path}
            />
          ) : (
            // Its code is downloaded once the page is idle after load, compiled at the first touch
            // (decision 050): a visitor's first pick does not wait for the island's code to arrive.
            <Island
              name="ProductFilters"
              component={ProductFilters}
              when="interaction"
              loadWithQuery
              // A loan list wakes at once for a visitor with a loan calculation, to show each card's figures for it (decision 057).
              loadWithSessionKey={CONTRACT_TYPE_OF_VERTICAL[vertical.id] === 'loan' ? loanCalculationKey(portal.code) : undefined}
              prefetch="download"
              props={{
                spec,
                total: paging.total,
                listId: LIST_ID,
                action: vertical.path,
                cardsUrl: `/data/products/${vertical.key}.json`,
                // A long list is filtered with its index (decision 035); the build writes it by the same rule.
                ...(paging.total >= INDEX_MIN_CARDS ? { indexUrl: `/data/products/${vertical.key}/` } : {}),
              }}
            />
          )}
          {/* The cards' compare checkboxes, grouped and named (issue 17); the list keeps its own role. */}
          <div className="product-group" role="group" aria-label={t('products.compare.group', { max: MAX_COMPARE })}>
            <ul id={LIST_ID} className="product-list">
              {cards.map((card) => (
                <ProductCard key={card.id} card={card} verticalKey={vertical.key} productsPath={portal.paths.products} />
              ))}
            </ul>
          </div>
          <div id={`${LIST_ID}-more`} className="list-more" />
          <ListPagination id={`${LIST_ID}-pages`} paging={paging} />
          <Island
            name="CompareTray"
            component={CompareTray}
            when="interaction"
            wake="input[form=compare-form]"
            loadWithSessionKey={selectionKey(portal.code, vertical.key)}
            props={{ verticalKey: vertical.key }}
          />
        </div>
        <FacetLinks links={facets} current={facet?.path ?? null} />
        <CallSchedule />
        <ContactModalIsland />
      </div>
    </>
  )
}
