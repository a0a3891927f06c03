// The project's one analytics module (docs/requirements/wire-contract.md#analytics). Events go to window.dataLayer, where a
// tag manager (loaded elsewhere, only with consent) picks them up; tests read window.dataLayer.

/** An analytics event: its name, and the vertical, product name and value docs/requirements/wire-contract.md#analytics sends. */
export interface AnalyticsEvent {
  event: string
  vertical?: string
  productName?: string
  value?: number
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Pushes an event to window.dataLayer (created when absent). Does nothing outside a browser. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer ??= []
  window.dataLayer.push({ ...event })
}
