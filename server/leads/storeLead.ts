import type { LeadOutput } from '../../domain/leads/leadPayload'
import type { PortalCode } from '../../domain/portal'
import type { Db, Queryable, SqlParam } from '../db/db'

/** The answer to a stored lead, kept with it and sent again to a retry. */
export interface LeadResponse {
  ok: true
  leadId: string
}

// One statement: the row and its answer are written together, and a second lead with the same
// idempotency key (even one racing this one) inserts nothing. The id is taken first so the answer
// can name it.
// A lead without a key (the live contract's shape) is never a repeat: NULL keys never conflict.
const INSERT_LEAD = `
WITH next AS (SELECT nextval(pg_get_serial_sequence('leads', 'id')) AS id)
INSERT INTO leads (id, portal, idempotency_key, consent_version, consent_status, vertical_id, first_name, middle_name, last_name,
  email, mobile, start_date, end_date, utm_source, utm_medium, utm_term, utm_content, utm_campaign, ip_address, form_url,
  affiliate_guid, payload, client_digest, mobile_national, response)
SELECT next.id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21::jsonb, $22, $23,
  jsonb_build_object('ok', true, 'leadId', next.id::text)
FROM next
ON CONFLICT (idempotency_key) DO NOTHING
RETURNING id::text AS id, response`

// One lock per client network and one per mobile number (the two-key advisory locks, apart from the
// one-key lock of the migrations), held to the end of the lead's transaction: two leads of one sender
// are counted and stored one after the other, so leads sent together cannot pass the limit. Every
// transaction takes the network's lock first, so two of them never wait for each other in a circle.
// (A NULL key takes no lock: the function is strict.)
const LOCK_SENDER = 'SELECT pg_advisory_xact_lock(1, hashtext($1)), pg_advisory_xact_lock(2, hashtext($2))'

// A sender's leads in the window, and how long until the oldest of them leaves it (ms).
const COUNT_RECENT = `
SELECT
  (SELECT count(*)::int FROM leads WHERE portal = $1 AND client_digest = $2 AND received_at > now() - $4::float8 * interval '1 millisecond') AS by_client,
  (SELECT EXTRACT(EPOCH FROM (min(received_at) + $4::float8 * interval '1 millisecond' - now())) * 1000 FROM leads
    WHERE portal = $1 AND client_digest = $2 AND received_at > now() - $4::float8 * interval '1 millisecond')::float8 AS client_wait_ms,
  (SELECT count(*)::int FROM leads WHERE portal = $1 AND mobile_national = $3 AND received_at > now() - $4::float8 * interval '1 millisecond') AS by_mobile,
  (SELECT EXTRACT(EPOCH FROM (min(received_at) + $4::float8 * interval '1 millisecond' - now())) * 1000 FROM leads
    WHERE portal = $1 AND mobile_national = $3 AND received_at > now() - $4::float8 * interval '1 millisecond')::float8 AS mobile_wait_ms`

const FIRST_ANSWER = 'SELECT id::text AS id, response, payload FROM leads WHERE idempotency_key = $1'

// What may differ between two posts of one submission: the moment of sending (a retry builds the
// body again), and with it a window that starts "now".
const SENDING_TIME_FIELDS = new Set(['StartDate', 'EndDate'])

/** A lead's content for comparing two posts with one key: every field but the moment of sending. */
export function leadContent(fields: Readonly<Record<string, unknown>>): string {
  const kept: Record<string, unknown> = {}
  for (const key of Object.keys(fields).sort()) {
    if (SENDING_TIME_FIELDS.has(key)) continue
    let value = fields[key]
    if (key === 'Remarks' && typeof value === 'string') {
      try {
        const remarks = JSON.parse(value) as Record<string, unknown>
        delete remarks.ApplyDate
        value = Object.fromEntries(
          Object.keys(remarks)
            .sort()
            .map((name) => [name, remarks[name]]),
        )
      } catch {
        // Not JSON: compared as sent.
      }
    }
    kept[key] = value
  }
  return JSON.stringify(kept)
}

/**
 * What is known of the consent a lead carries: its version is one the portal published, it names
 * none (a lead in the live contract's shape), or it names one the portal never published.
 */
export type ConsentStatus = 'recorded' | 'not recorded' | 'unknown version'

/** Leads one sender may store per portal in a window: per client network and per mobile number. */
export interface LeadLimits {
  perAddress: number
  perMobile: number
  windowMs: number
}

/** Who sent a lead, as counted: the keyed digest of the client's network, and its mobile number's national digits. */
export interface LeadSender {
  clientDigest: string
  /** Null for a lead without a mobile number (none today: the schema asks for it), which no mobile limit counts. */
  mobile: string | null
}

/** What storing a lead came to. */
export type StoredLead =
  | { outcome: 'stored'; leadId: string; response: LeadResponse; created: boolean }
  | { outcome: 'conflict'; leadId: string }
  /** The sender has stored `limits.perAddress` (client) or `limits.perMobile` (mobile) leads in the window; nothing stored. */
  | { outcome: 'limited'; by: 'client' | 'mobile'; retryAfterMs: number }

/**
 * Stores a validated lead once per idempotency key (every time when it has none); resolves after
 * the commit. `created` is false when the key was already stored with the same content (leadContent),
 * and the answer is then the first one; `conflict` when the key was stored with other content. A new
 * lead is refused (`limited`) when its sender has already stored its limit of leads in the window:
 * counted and stored in one transaction, under the sender's locks, so the limit holds whatever
 * number of leads arrive together and on however many API processes share the database. A repeat of
 * a stored lead (or of one committing meanwhile) is answered before anything is counted: it never
 * meets the limit.
 */
export async function storeLead(
  db: Db,
  portal: PortalCode,
  lead: LeadOutput,
  rawFields: Readonly<Record<string, unknown>>,
  consentStatus: ConsentStatus,
  sender: LeadSender,
  limits: LeadLimits,
): Promise<StoredLead> {
  const params: SqlParam[] = [
    portal,
    lead.IdempotencyKey ?? null,
    lead.ConsentVersion ?? null,
    consentStatus,
    lead.VerticalId,
    lead.FirstName,
    lead.MiddleName ?? null,
    lead.LastName,
    lead.Email,
    lead.MobilePhoneNumber ?? null,
    lead.StartDate ?? null,
    lead.EndDate ?? null,
    lead.utm_source ?? null,
    lead.utm_medium ?? null,
    lead.utm_term ?? null,
    lead.utm_content ?? null,
    lead.utm_campaign ?? null,
    lead.IPAddress ?? null,
    lead.FormUrl,
    lead.AffiliateGuid ?? null,
    JSON.stringify(rawFields),
    sender.clientDigest,
    sender.mobile,
  ]
  const key = lead.IdempotencyKey
  // The first answer of the key, or null when it has none stored yet.
  const firstAnswer = async (tx: Queryable): Promise<StoredLead | null> => {
    if (key === undefined) return null
    const existing = await tx.query<{ id: string; response: LeadResponse; payload: Record<string, unknown> }>(FIRST_ANSWER, [key])
    const first = existing.rows[0]
    if (!first) return null
    // The key of a payment API: the same key with other content is a client's mistake, never a silent drop.
    if (leadContent(first.payload) !== leadContent(rawFields)) return { outcome: 'conflict', leadId: first.id }
    return { outcome: 'stored', leadId: first.id, response: first.response, created: false }
  }
  // The transaction resolves after its commit, flushed to disk (a repeat's first answer included: the
  // first post may have committed a moment ago, and its answer is repeated only once it is durable).
  return db.transaction(async (tx) => {
    // The sender's locks first, then the key: a post of this lead still in flight elsewhere (it holds
    // the same locks, being the same sender) has committed by then, and this one is its repeat, never
    // refused for the place the first one took.
    await tx.query(LOCK_SENDER, [`${portal}:${sender.clientDigest}`, sender.mobile === null ? null : `${portal}:${sender.mobile}`])
    const repeat = await firstAnswer(tx)
    if (repeat) return repeat
    const recent = (
      await tx.query<{ by_client: number; client_wait_ms: number | null; by_mobile: number; mobile_wait_ms: number | null }>(COUNT_RECENT, [
        portal,
        sender.clientDigest,
        sender.mobile,
        limits.windowMs,
      ])
    ).rows[0]!
    const waitMs = (ms: number | null) => Math.max(1000, Math.ceil(Number(ms ?? limits.windowMs)))
    if (recent.by_client >= limits.perAddress) return { outcome: 'limited', by: 'client', retryAfterMs: waitMs(recent.client_wait_ms) }
    if (recent.by_mobile >= limits.perMobile) return { outcome: 'limited', by: 'mobile', retryAfterMs: waitMs(recent.mobile_wait_ms) }
    const inserted = await tx.query<{ id: string; response: LeadResponse }>(INSERT_LEAD, params)
    const row = inserted.rows[0]
    if (row) return { outcome: 'stored', leadId: row.id, response: row.response, created: true }
    // Another post of the key committed while this one waited (the insert waits for it): its answer.
    const raced = await firstAnswer(tx)
    if (raced) return raced
    throw new Error('The lead could not be stored or read back')
  })
}
