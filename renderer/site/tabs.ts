// ARIA tabs (WAI-ARIA Authoring Practices "Tabs with automatic activation"): the server renders the
// roles and the first tab selected; this adds clicks, arrow keys, Home and End, and a roving tabindex.

function tabsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => tab.closest('[role="tablist"]') === list)
}

/** Selects one tab of its tab list and shows its panel; the others are deselected and hidden. */
export function selectTab(tab: HTMLElement, focus: boolean): void {
  const list = tab.closest('[role="tablist"]')
  if (!list) return
  for (const other of tabsOf(list)) {
    const selected = other === tab
    other.setAttribute('aria-selected', String(selected))
    other.tabIndex = selected ? 0 : -1
    const panel = other.ownerDocument.getElementById(other.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !selected
  }
  if (focus) tab.focus()
}

const KEY_STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
}

/** Wires every [data-tabs] widget of the page. */
export function startTabs(doc: Document): void {
  for (const widget of doc.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const list = widget.querySelector('[role="tablist"]')
    if (!list) continue
    list.addEventListener('click', (event) => {
      const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null
      if (tab && tabsOf(list).includes(tab)) selectTab(tab, false)
    })
    list.addEventListener('keydown', (event) => {
      const key = (event as KeyboardEvent).key
      const step = KEY_STEP[key]
      const tabs = tabsOf(list)
      const current = tabs.indexOf(event.target as HTMLElement)
      if (!step || current < 0) return
      event.preventDefault()
      const next = tabs[step(current, tabs.length)]
      if (next) selectTab(next, true)
    })
  }
}
