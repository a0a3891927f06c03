import type { MouseEvent } from 'react'
import { facetSlug } from '../../domain/products/facets'
import { filterQuery, type FilterState } from '../../domain/products/filterCards'
import type { FilterGroup, ListSpec } from '../../domain/products/listSpec'
import { usePortal, useT } from '../PortalContext'
import { optionLabel } from './filterLabels'

interface Props {
  group: Extract<FilterGroup, { kind: 'checkbox' }>
  state: FilterState
  spec: ListSpec
  action: string
  onPick: (values: FilterState['values']) => void
}

/**
 * The menu of links (docs/requirements/pages-and-portals.md#share-links): each link is a shareable address of the list narrowed to one feature.
 * A feature's link is its facet page (decision 013), the same address as the facet link of the same
 * name lower on the page; with JavaScript the click filters the list in place instead.
 */
export function QuickFilters({ group, state, spec, action, onPick }: Props) {
  const portal = usePortal()
  const t = useT()
  const selected = state.values[group.id] ?? []
  const pick = (values: FilterState['values']) => (event: MouseEvent) => {
    event.preventDefault()
    onPick(values)
  }
  return (
    <nav className="quick-filters" aria-label={t('products.quick.label')}>
      <ul>
        {group.quick.map((tag) => {
          const values = { [group.id]: [tag] }
          const href = group.id === 'feature' ? `${action}/${facetSlug(tag)}` : `${action}?${filterQuery({ values, sort: spec.sorts[0]?.id ?? '' }, spec)}`
          const current = selected.length === 1 && selected[0] === tag
          return (
            <li key={tag}>
              <a href={href} aria-current={current ? 'true' : undefined} onClick={pick(values)}>
                {optionLabel(group, tag, portal, t)}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
