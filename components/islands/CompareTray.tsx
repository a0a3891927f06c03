import { useEffect, useRef, useState } from 'react'
import { addToSelection, compareHref, MAX_COMPARE, removeFromSelection, type CompareItem } from '../../domain/products/compareSelection'
import { usePortal, useT } from '../PortalContext'
import { LIST_CHANGED } from '../products/cardListDom'
import { COMPARE_FORM_ID } from '../products/CompareCheckbox'
import { loadSelection, saveSelection } from '../products/compareStorage'

export interface CompareTrayProps {
  verticalKey: string
}

function checkboxes(): HTMLInputElement[] {
  return Array.from(document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][form="${COMPARE_FORM_ID}"]`))
}

/**
 * The compare tray: up to three products of one vertical, picked with the "Compare" checkboxes of
 * the cards. Without JavaScript it is the GET form the checkboxes belong to; hydrated, it keeps the
 * selection in sessionStorage (so it survives navigation), ticks the boxes of stored products, and
 * links to the compare page with the ids in the address.
 */
export function CompareTray({ verticalKey }: CompareTrayProps) {
  const portal = usePortal()
  const t = useT()
  const [items, setItems] = useState<CompareItem[] | null>(null)
  const [full, setFull] = useState(false)
  // The chosen products shown from a tablet's width; on a phone a tap on the count shows them (decision 069).
  const [chipsOpen, setChipsOpen] = useState(() => typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(min-width: 720px)').matches)
  // The boxes ticked in the page as the tray last saw or set them: a difference is the visitor's
  // tick or untick made while no listener was attached (between two renders).
  const seen = useRef<Set<string>>(new Set())

  useEffect(() => {
    // Boxes ticked before the tray hydrated count too.
    let selection = loadSelection(portal.code, verticalKey)
    for (const box of checkboxes()) if (box.checked) selection = addToSelection(selection, { id: Number(box.value), name: box.dataset.name ?? box.value }).items
    seen.current = new Set(
      checkboxes()
        .filter((box) => box.checked)
        .map((box) => box.value),
    )
    setItems(selection)
  }, [portal.code, verticalKey])

  useEffect(() => {
    if (items === null) return
    let caughtUp = items
    for (const box of checkboxes()) {
      if (box.checked === seen.current.has(box.value)) continue
      caughtUp = box.checked
        ? addToSelection(caughtUp, { id: Number(box.value), name: box.dataset.name ?? box.value }).items
        : removeFromSelection(caughtUp, Number(box.value))
    }
    if (caughtUp !== items) {
      seen.current = new Set(
        checkboxes()
          .filter((box) => box.checked)
          .map((box) => box.value),
      )
      setItems(caughtUp)
      return
    }
    saveSelection(portal.code, verticalKey, items)
    const sync = () => {
      for (const box of checkboxes()) box.checked = items.some((i) => String(i.id) === box.value)
      seen.current = new Set(
        checkboxes()
          .filter((box) => box.checked)
          .map((box) => box.value),
      )
    }
    sync()
    // Cards the filters put back into the list show the current selection too.
    document.addEventListener(LIST_CHANGED, sync)
    const onChange = (event: Event) => {
      const box = event.target
      if (!(box instanceof HTMLInputElement) || box.getAttribute('form') !== COMPARE_FORM_ID) return
      const item = { id: Number(box.value), name: box.dataset.name ?? box.value }
      if (!box.checked) {
        seen.current.delete(box.value)
        setFull(false)
        setItems(removeFromSelection(items, item.id))
        return
      }
      const result = addToSelection(items, item)
      if (!result.added) box.checked = false
      else seen.current.add(box.value)
      setFull(!result.added)
      setItems(result.items)
    }
    document.addEventListener('change', onChange)
    return () => {
      document.removeEventListener('change', onChange)
      document.removeEventListener(LIST_CHANGED, sync)
    }
  }, [items, portal.code, verticalKey])

  if (items === null) {
    // Prerendered and before hydration: the plain form the checkboxes submit.
    return (
      <form id={COMPARE_FORM_ID} className="compare-tray" method="get" action={portal.paths.compare} aria-label={t('products.compare.tray')}>
        <input type="hidden" name="vertical" value={verticalKey} />
        <p>{t('products.compare.howTo', { max: MAX_COMPARE })}</p>
        <div>
          <button type="submit" className="button">
            {t('products.compare.go')}
          </button>
        </div>
      </form>
    )
  }
  const remove = (id: number) => {
    setFull(false)
    setItems(removeFromSelection(items, id))
  }
  return (
    <form
      id={COMPARE_FORM_ID}
      className="compare-tray"
      data-live=""
      method="get"
      action={portal.paths.compare}
      aria-label={t('products.compare.tray')}
      hidden={items.length === 0 && !full}
    >
      <input type="hidden" name="vertical" value={verticalKey} />
      {/* One line on a phone (decision 069): the count opens the chosen products, the Compare link beside it. */}
      <details className="compare-chosen" open={chipsOpen} onToggle={(e) => setChipsOpen(e.currentTarget.open)}>
        <summary>{t('products.compare.chosen', { count: items.length, max: MAX_COMPARE })}</summary>
        <ul className="compare-items">
          {items.map((item) => (
            <li key={item.id}>
              {item.name}
              <button type="button" onClick={() => remove(item.id)} aria-label={t('products.compare.remove', { name: item.name })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </details>
      <div>
        {items.length >= 2 ? (
          <a
            className="button"
            href={compareHref(
              portal.paths.compare,
              verticalKey,
              items.map((i) => i.id),
            )}
          >
            {t('products.compare.go')}
          </a>
        ) : null}
      </div>
      <p role="status" className="compare-note">
        {full ? t('products.compare.full', { max: MAX_COMPARE }) : items.length === 1 ? t('products.compare.more') : ''}
      </p>
    </form>
  )
}
