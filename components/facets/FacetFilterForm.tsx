import type { FilterState } from '../../domain/products/filterCards'
import type { ListSpec } from '../../domain/products/listSpec'
import { useT } from '../PortalContext'
import { FilterGroupField } from '../products/FilterGroupField'

interface Props {
  spec: ListSpec
  /** The facet's state: its provider or feature chosen. */
  state: FilterState
  count: number
  /** The whole list's page: the form goes there (docs/decisions/013-facet-pages.md). */
  action: string
}

const keep = () => undefined

/**
 * The filter form of a facet page, without an island: prerendered with the facet chosen, it submits
 * (GET) to the whole list's page. There the list's island applies the query; without JavaScript the
 * static server sends a single provider or feature on to its facet page.
 */
export function FacetFilterForm({ spec, state, count, action }: Props) {
  const t = useT()
  return (
    <form className="filters" method="get" action={action} aria-label={t('products.filters.label')}>
      <div className="filter-bar">
        <p className="card-count">{t('products.list.count', { count })}</p>
        <div className="sort-field">
          <label htmlFor="list-sort">{t('products.sort.label')}</label>
          <select id="list-sort" name="sort" defaultValue={state.sort}>
            {spec.sorts.map((sort) => (
              <option key={sort.id} value={sort.id}>
                {t(`products.sort.${sort.id}.${sort.direction}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <details className="filter-panel">
        <summary>{t('products.filters.titleActive', { count: 1 })}</summary>
        <div className="filter-body">
          {spec.groups.map((group) => (
            <FilterGroupField key={group.id} group={group} selected={state.values[group.id] ?? []} onChange={keep} />
          ))}
          <div className="filter-actions">
            <button type="submit" className="button">
              {t('products.filters.show')}
            </button>
            <a className="button secondary" href={action}>
              {t('products.filters.clear')}
            </a>
          </div>
        </div>
      </details>
    </form>
  )
}
