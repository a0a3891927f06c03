// A search field that narrows a list as the visitor types (the guides' glossary):
// <input data-list-filter aria-controls="list-id"> filters the list's [data-filter-text] items; an
// element [data-filter-status] announces how many are shown, from its data-one / data-other
// templates ('{count}' stands for the number). A form reset shows every item again.

/** Whether an item's text contains every word of the query, ignoring case and accents. */
export function matchesQuery(text: string, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const haystack = fold(text)
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

function applyFilter(input: HTMLInputElement): void {
  const doc = input.ownerDocument
  const list = doc.getElementById(input.getAttribute('aria-controls') ?? '')
  if (!list) return
  let shown = 0
  for (const item of list.querySelectorAll<HTMLElement>('[data-filter-text]')) {
    item.hidden = !matchesQuery(item.dataset.filterText ?? '', input.value)
    if (!item.hidden) shown += 1
  }
  const status = input.form?.querySelector<HTMLElement>('[data-filter-status]')
  if (status) {
    const rule = new Intl.PluralRules(doc.documentElement.lang || 'en').select(shown)
    status.textContent = (rule === 'one' ? status.dataset.one : status.dataset.other)?.replace('{count}', String(shown)) ?? ''
  }
}

/** Wires every [data-list-filter] field of the page. */
export function startListFilters(doc: Document): void {
  for (const input of doc.querySelectorAll<HTMLInputElement>('input[data-list-filter]')) {
    input.addEventListener('input', () => applyFilter(input))
    // Escape in a search field empties it with a 'search' event in Chromium and Safari.
    input.addEventListener('search', () => applyFilter(input))
    // 'reset' fires before the fields are emptied: filter once they are.
    input.form?.addEventListener('reset', () => setTimeout(() => applyFilter(input), 0))
    // Submitting the filter form would reload the page; Enter just keeps the filtered list.
    input.form?.addEventListener('submit', (event) => event.preventDefault())
  }
}
