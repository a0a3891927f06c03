import type { PortalConfig } from '../portal'
import { STORAGE_KEYS } from '../storage/storageKeys'
import { isEmail, isPersonName } from '../validation/checks'

/** A subscription to make on arrival (docs/requirements/wire-contract.md#newsletter-on-arrival). */
export interface ArrivalSubscription {
  list: string
  name: string
  email: string
}

const LIST_ID = /^[A-Za-z0-9_-]{1,64}$/

function listFor(params: URLSearchParams, portal: Pick<PortalConfig, 'newsletter' | 'verticals'>, vertical: string): string | null {
  const explicit = (params.get('list') ?? '').trim()
  if (explicit !== '') return LIST_ID.test(explicit) ? explicit : null
  // The vertical parameter is a newsletter code (CC, CLO ...); a vertical id is read as its code.
  const byId = /^\d+$/.test(vertical) ? portal.verticals.find((item) => item.id === Number(vertical))?.code : undefined
  const code = byId ?? vertical.toUpperCase()
  return Object.hasOwn(portal.newsletter.lists, code) ? (portal.newsletter.lists[code] ?? null) : null
}

/**
 * Whether a page view subscribes the visitor on arrival, and to what: only when the query has
 * vertical, name and email and utm_medium is 'email'; the list is the `list` parameter when present,
 * else the portal's list of the vertical code. Null when any of that is missing or malformed.
 */
export function newsletterOnArrival(search: string, portal: Pick<PortalConfig, 'newsletter' | 'verticals'>): ArrivalSubscription | null {
  const params = new URLSearchParams(search)
  const vertical = (params.get('vertical') ?? '').trim()
  const name = (params.get('name') ?? '').trim().replace(/\s+/g, ' ')
  const email = (params.get('email') ?? '').trim()
  if (params.get('utm_medium')?.trim().toLowerCase() !== 'email') return null
  if (vertical === '' || name.length > 100 || !isPersonName(name) || !isEmail(email)) return null
  const list = listFor(params, portal, vertical)
  return list === null ? null : { list, name, email }
}

/** Path and query of the arrival subscription call, e.g. '/sendy/subscribe?list=ecm-cc&name=...&email=...'. */
export function newsletterOnArrivalPath(subscription: ArrivalSubscription, portal: Pick<PortalConfig, 'newsletter'>): string {
  const query = new URLSearchParams({ list: subscription.list, name: subscription.name, email: subscription.email })
  return `/${portal.newsletter.service}/subscribe?${query.toString()}`
}

/** Storage key marking that this list and address were already subscribed on arrival (at most once). */
export function newsletterOnArrivalKey(list: string, email: string): string {
  return `${STORAGE_KEYS.newsletterArrivalPrefix}${list}:${email.trim().toLowerCase()}`
}
