import { code, newsletter, verticals } from '#portal-config'
import { subscribeOnArrival } from './arrivalSubscription'
import type { SafeStorage } from './safeStorage'

/** The arrival subscription of the current address with this portal's lists (loaded only when the query may ask for one). */
export function subscribeThisVisitor(local: SafeStorage): Promise<boolean> {
  return subscribeOnArrival(location.search, { code, newsletter, verticals }, local, fetch, Date.now())
}
