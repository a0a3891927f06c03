import { checkboxField, CHECKED, facetSlug, optionOf } from '../../domain/products/formFields'
import type { FilterGroup } from '../../domain/products/listSpec'
import { usePortal, useT } from '../PortalContext'
import { optionLabel } from './filterLabels'
import { RangeFilter } from './RangeFilter'

interface Props {
  group: FilterGroup
  selected: readonly string[]
  onChange: (values: string[]) => void
}

/** One filter group of the list's form: a select, radios, checkboxes or a slider with its number field. */
export function FilterGroupField({ group, selected, onChange }: Props) {
  const portal = usePortal()
  const t = useT()
  const legend = t(`products.filter.${group.id}`)
  const id = `filter-${group.id}`
  switch (group.kind) {
    case 'select':
      return (
        <div className="filter-group">
          <label htmlFor={id}>{legend}</label>
          {/* Options send their slug: plain ASCII that a CDN's redirect rules match (domain/products/formFields.ts). */}
          <select
            id={id}
            name={group.id}
            value={selected[0] === undefined ? '' : facetSlug(selected[0])}
            onChange={(e) => {
              const option = optionOf(group.options, e.target.value)
              onChange(option === undefined ? [] : [option])
            }}
          >
            <option value="">{t(`products.filter.${group.id}.all`)}</option>
            {group.options.map((option) => (
              <option key={option} value={facetSlug(option)}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )
    case 'checkbox':
      return (
        <fieldset className="filter-group">
          <legend>{legend}</legend>
          {group.options.map((option) => (
            <label key={option} className="choice">
              <input
                type="checkbox"
                name={checkboxField(group.id, option)}
                value={CHECKED}
                checked={selected.includes(option)}
                onChange={(e) => onChange(e.target.checked ? [...selected, option] : selected.filter((v) => v !== option))}
              />
              {optionLabel(group, option, portal, t)}
            </label>
          ))}
        </fieldset>
      )
    case 'radio':
      return (
        <fieldset className="filter-group">
          <legend>{legend}</legend>
          {['', ...group.options].map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name={group.id}
                value={option}
                checked={(selected[0] ?? '') === option}
                onChange={() => onChange(option === '' ? [] : [option])}
              />
              {option === '' ? t('products.band.any') : optionLabel(group, option, portal, t)}
            </label>
          ))}
        </fieldset>
      )
    case 'range':
      return <RangeFilter group={group} raw={selected[0]} onChange={(raw) => onChange([raw])} />
  }
}
