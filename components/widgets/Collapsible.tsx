import type { ReactNode } from 'react'

interface CollapsibleProps {
  id?: string
  summary: ReactNode
  /** Label shown beside the summary while the panel is closed ("Show answer"). */
  idleLabel?: string
  /** Label shown while it is open ("Hide answer"). */
  activeLabel?: string
  /** Panels sharing a group form sections: opening one closes the others (native <details name>). */
  group?: string
  children: ReactNode
}

/**
 * A collapsible panel on <details>: it opens and closes by mouse, keyboard and find-in-page with no
 * script, and CSS shows the idle or the active label ([data-label]) by its open state.
 */
export function Collapsible({ id, summary, idleLabel, activeLabel, group, children }: CollapsibleProps) {
  return (
    <details className="collapsible" id={id} name={group}>
      <summary>
        <span className="collapsible-summary">{summary}</span>
        {/* The open state is already announced by <details>: the labels are for sighted visitors. */}
        {idleLabel && (
          <span className="collapsible-label" data-label="idle" aria-hidden="true">
            {idleLabel}
          </span>
        )}
        {activeLabel && (
          <span className="collapsible-label" data-label="active" aria-hidden="true">
            {activeLabel}
          </span>
        )}
      </summary>
      <div className="collapsible-body">{children}</div>
    </details>
  )
}
