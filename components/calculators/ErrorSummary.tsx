import type { RefObject } from 'react'
import { useT } from '../PortalContext'

export interface ErrorItem {
  /** Id of the field the link moves focus to. */
  id: string
  label: string
  message: string
}

/**
 * The list of problems shown when Calculate finds some: announced as an alert, focused, each item a
 * link that moves focus to its field (without changing the address, which holds the inputs).
 */
export function ErrorSummary({ items, summaryRef }: { items: readonly ErrorItem[]; summaryRef: RefObject<HTMLDivElement | null> }) {
  const t = useT()
  if (items.length === 0) return null
  return (
    <div className="calc-error-summary" role="alert" tabIndex={-1} ref={summaryRef}>
      <p className="calc-error-title">{t('calc.errors.title')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault()
                document.getElementById(item.id)?.focus()
              }}
            >
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
