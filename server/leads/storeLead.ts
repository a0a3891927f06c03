import type { LeadOutput } from '../../domain/leads/leadPayload'
import type { PortalCode } from '../../domain/portal'
import type { Db, SqlParam } from '../db/db'

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
  affiliate_guid, payload, response)
SELECT next.id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21::jsonb,
  jsonb_build_object('ok', true, 'leadId', next.id::text)
FROM next
ON CONFLICT (idempotency_key) DO NOTHING
RETURNING id::text AS id, response`

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

/**
 * Stores a validated lead once per idempotency key (every time when it has none); resolves after
 * the commit. `created` is false when the key was already stored with the same content (leadContent),
 * and the answer is then the first one; `conflict` when the key was stored with other content.
 */
export async function storeLead(
  db: Db,
  portal: PortalCode,
  lead: LeadOutput,
  rawFields: Readonly<Record<string, unknown>>,
  consentStatus: ConsentStatus = 'recorded',
): Promise<{ leadId: string; response: LeadResponse; created: boolean; conflict?: false } | { conflict: true; leadId: string }> {
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
  ]
  // A conflicting insert that was rolled back leaves no row to read: try the insert again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db.query<{ id: string; response: LeadResponse }>(INSERT_LEAD, params)
    const row = inserted.rows[0]
    if (row) return { leadId: row.id, response: row.response, created: true }
    if (lead.IdempotencyKey === undefined) break
    const existing = await db.query<{ id: string; response: LeadResponse; payload: Record<string, unknown> }>(FIRST_ANSWER, [lead.IdempotencyKey])
    const first = existing.rows[0]
    // The key of a payment API: the same key with other content is a client's mistake, never a silent drop.
    if (first && leadContent(first.payload) !== leadContent(rawFields)) return { conflict: true, leadId: first.id }
    if (first) {
      // The first post may have committed a moment ago: its answer is repeated only once it is durable.
      await db.sync()
      return { leadId: first.id, response: first.response, created: false }
    }
  }
  throw new Error('The lead could not be stored or read back')
}
