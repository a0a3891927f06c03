/** Most products compared side by side. */
export const MAX_COMPARE = 3

/** A product picked for comparison: its id and the name the tray shows. */
export interface CompareItem {
  id: number
  name: string
}

function positiveIds(values: readonly string[]): number[] {
  const ids: number[] = []
  for (const value of values.flatMap((v) => v.split(','))) {
    const id = Number(value.trim())
    if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id)
  }
  return ids
}

/**
 * Reads a compare address: `?vertical=credit-cards&ids=1,2,3`, or ids repeated (`ids=1&ids=2`, what
 * the plain HTML form sends). Keeps the first MAX_COMPARE distinct ids; `dropped` counts the rest.
 */
export function parseCompareQuery(query: string): { vertical: string | null; ids: number[]; dropped: number } {
  const params = new URLSearchParams(query)
  const all = positiveIds(params.getAll('ids'))
  const vertical = params.get('vertical')
  return {
    vertical: vertical && /^[a-z0-9-]+$/.test(vertical) ? vertical : null,
    ids: all.slice(0, MAX_COMPARE),
    dropped: Math.max(0, all.length - MAX_COMPARE),
  }
}

/** The compare page address for a vertical and the picked ids. */
export function compareHref(comparePath: string, verticalKey: string, ids: readonly number[]): string {
  return `${comparePath}?vertical=${encodeURIComponent(verticalKey)}&ids=${ids.slice(0, MAX_COMPARE).join(',')}`
}

/** Adds an item unless it is there or the selection is full; `added` says whether it went in. */
export function addToSelection(items: readonly CompareItem[], item: CompareItem): { items: CompareItem[]; added: boolean } {
  if (items.some((i) => i.id === item.id)) return { items: [...items], added: true }
  if (items.length >= MAX_COMPARE) return { items: [...items], added: false }
  return { items: [...items, item], added: true }
}

/** The selection without an id. */
export function removeFromSelection(items: readonly CompareItem[], id: number): CompareItem[] {
  return items.filter((i) => i.id !== id)
}

/** Reads a stored selection; anything malformed (or null: nothing stored) gives an empty one. */
export function parseStoredSelection(raw: string | null): CompareItem[] {
  if (raw === null) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    const items: CompareItem[] = []
    for (const entry of value as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue
      const { id, name } = entry as { id?: unknown; name?: unknown }
      if (typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof name === 'string' && !items.some((i) => i.id === id)) items.push({ id, name })
    }
    return items.slice(0, MAX_COMPARE)
  } catch {
    return []
  }
}

/** The storage key of a portal's selection in one vertical. */
export function selectionKey(portalCode: string, verticalKey: string): string {
  return `compare:${portalCode}:${verticalKey}`
}
