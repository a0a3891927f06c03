import type { ProductCard } from '../../domain/content/schemas'
import { fullProductName } from '../../domain/products/fullName'
import { useT } from '../PortalContext'

/** Form id of the CompareTray island's form; compare checkboxes anywhere on the page belong to it. */
export const COMPARE_FORM_ID = 'compare-form'

/** The "Compare" checkbox of a card: part of the tray's GET form, so it works as plain HTML too. */
export function CompareCheckbox({ card }: { card: Pick<ProductCard, 'id' | 'name' | 'provider'> }) {
  const t = useT()
  const name = fullProductName(card)
  return (
    <label className="compare-check">
      <input
        type="checkbox"
        id={`compare-${card.id}`}
        name="ids"
        value={card.id}
        form={COMPARE_FORM_ID}
        data-name={name}
        aria-label={t('products.compare.pickFor', { name })}
      />
      {t('products.compare.pick')}
    </label>
  )
}
