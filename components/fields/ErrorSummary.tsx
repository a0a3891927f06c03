import type { MouseEvent, RefObject } from 'react'

/** One error of the summary: the id of the control to focus and the message. */
export interface SummaryError {
  targetId: string
  label: string
  message: string
}

interface ErrorSummaryProps {
  /** Heading, e.g. "Please correct the following:". */
  title: string
  errors: readonly SummaryError[]
  /** Changes on each validation so that the alert is announced again when the same errors recur. */
  attempt?: number
  /** Given when the form moves focus to the summary (the calculators); the summary is then focusable. */
  summaryRef?: RefObject<HTMLDivElement | null>
}

function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string): void {
  const target = document.getElementById(targetId)
  if (!target) return
  // Focus rather than follow the fragment: following it would scroll without moving focus, and would
  // change the page's address (inside a modal dialog, or on a calculator whose address holds its inputs).
  event.preventDefault()
  target.focus()
  // Optional: focus() already scrolls; centring keeps the label in view too (absent in some engines).
  target.scrollIntoView?.({ block: 'center' })
}

/** The list of a form's errors with links to their fields; announced as an alert when it appears. */
export function ErrorSummary({ title, errors, attempt = 0, summaryRef }: ErrorSummaryProps) {
  if (errors.length === 0) return null
  return (
    <div key={attempt} className="error-summary" role="alert" ref={summaryRef} tabIndex={summaryRef ? -1 : undefined}>
      <p className="error-summary-title">{title}</p>
      <ul>
        {errors.map((error) => (
          <li key={error.targetId}>
            <a href={`#${error.targetId}`} onClick={(event) => focusTarget(event, error.targetId)}>
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
