import { useEffect } from 'react'
import { listenForApplyClicks } from '../products/applyTracking'

/** Renders nothing: sends the analytics page-view of every apply link on the page (SPEC.md §7 call 13). */
export function ApplyTracking() {
  useEffect(() => listenForApplyClicks(document), [])
  return null
}
