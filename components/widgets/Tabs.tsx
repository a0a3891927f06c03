import type { ReactNode } from 'react'

export interface TabItem {
  /** Anchor of the tab: the tab button is `tab-{id}` (a deep link '#tab-{id}' selects it), its panel `panel-{id}`. */
  id: string
  label: string
  content: ReactNode
}

/**
 * ARIA tabs, rendered in their initial state (the first tab selected, the other panels hidden) so
 * the page does not shift when renderer/site/tabs.ts takes over clicks and arrow keys.
 */
export function Tabs({ label, tabs }: { label: string; tabs: TabItem[] }) {
  return (
    <div className="tabs" data-tabs="">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
            className="tab"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`} tabIndex={0} hidden={i !== 0} className="tab-panel">
          {tab.content}
        </div>
      ))}
    </div>
  )
}
