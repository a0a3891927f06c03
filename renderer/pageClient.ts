import { installContactOpeners } from '../components/contact/openers'
import { startOutbox } from '../components/outbox/outbox'
import { listenForApplyClicks } from '../components/products/applyTracking'
import { hydrateNow, startIslands } from './islandsClient'
import { startSite } from './site/startSite'

/** The one script entry of every page that has one: its islands, then the site's behaviours. */
export function startPage(): void {
  // First: the outbox reads the leads waiting in storage before the 24-hour rule may clear it.
  startOutbox()
  startIslands()
  // Before the site's behaviours, so a link activated from the address's hash opens the modal.
  installContactOpeners(hydrateNow)
  startSite()
  // Apply clicks are tracked from the first moment, before (or without) any island's code.
  listenForApplyClicks(document)
}
