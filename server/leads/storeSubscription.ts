import type { PortalCode } from '../../domain/portal'
import type { Db } from '../db/db'
import { normaliseEmail } from '../auth/users'

export interface Subscription {
  portal: PortalCode
  list: string
  name: string | null
  email: string
  /** The fields as received. */
  payload: Readonly<Record<string, unknown>>
  /** 'form': the landing form's subscribe post; 'arrival': the on-load call of a newsletter link. */
  source: 'form' | 'arrival'
}

/** Stores a subscription once per portal, list and address (letter case ignored); `created` is false for a repeat. */
export async function storeSubscription(db: Db, subscription: Subscription): Promise<{ created: boolean }> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO subscriptions (portal, list, name, email, payload, source) VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (portal, list, email) DO NOTHING RETURNING id::text AS id`,
    [subscription.portal, subscription.list, subscription.name, normaliseEmail(subscription.email), JSON.stringify(subscription.payload), subscription.source],
  )
  return { created: rows.length > 0 }
}
