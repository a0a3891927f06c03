import { parseStoredSelection, selectionKey, type CompareItem } from '../../domain/products/compareSelection'

// Session storage may be blocked (privacy modes, sandboxed frames): the selection then lives only
// as long as the page, and nothing breaks.

/** The stored selection of a portal's vertical; empty when nothing is stored or storage is unavailable. */
export function loadSelection(portalCode: string, verticalKey: string): CompareItem[] {
  try {
    return parseStoredSelection(window.sessionStorage.getItem(selectionKey(portalCode, verticalKey)))
  } catch {
    return []
  }
}

/** Stores the selection; says whether storage took it. */
export function saveSelection(portalCode: string, verticalKey: string, items: readonly CompareItem[]): boolean {
  try {
    window.sessionStorage.setItem(selectionKey(portalCode, verticalKey), JSON.stringify(items))
    return true
  } catch {
    return false
  }
}
