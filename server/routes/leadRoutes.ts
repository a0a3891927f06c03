import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { consentByVersion } from '../../domain/consent/chooseConsent'
import { createLeadSchema, LEAD_CONTRACT_FIELDS, LEAD_EXTRA_FIELDS, type LeadSchema } from '../../domain/leads/leadPayload'
import type { PortalCode } from '../../domain/portal'
import { nationalMobileNumber } from '../../domain/validation/contactRules'
import { INVALID, isMessageKey, parseMessageRef } from '../../domain/validation/messageRef'
import { bodyFields, requestPortal, type AppContext } from '../appContext'
import { storeLead, type ConsentStatus, type LeadSender } from '../leads/storeLead'
import { portalCodeOf } from '../portalDirectory'
import { requestClientKey, requestLogNetwork } from '../security/clientKey'
import { trustedOrigin } from '../security/requestOrigin'
import { keyedDigest } from '../security/serverSecret'
import type { Locale, ServerMessages } from '../serverMessages'

const STORED_FIELDS: readonly string[] = [...LEAD_CONTRACT_FIELDS, ...LEAD_EXTRA_FIELDS]
const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest'])
const REQUIRED = 'validation.required'

/** Field name to message, from valibot issues: the first issue of each field, translated. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[], locale: Locale, messages: ServerMessages): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' ? key : 'form'
    if (field in errors) continue
    // valibot reports an absent key as an issue of the object (its message is the library's English):
    // for the visitor, a field not sent is a field left empty.
    const absent = issue.kind === 'schema' && OBJECT_TYPES.has(issue.type) && issue.input === undefined && issue.path !== undefined
    // Every schema message is a message reference; a library default (English text) is never shown.
    const ref = absent ? REQUIRED : isMessageKey(parseMessageRef(issue.message).key) ? issue.message : INVALID
    errors[field] = messages.format(locale, ref)
  }
  return errors
}

function missingConsents(code: PortalCode): never {
  throw new Error(`The lead API has no consent texts for the portal ${code}`)
}

/** POST /api/CallSchedules/AddCallSchedule (docs/requirements/wire-contract.md#lead-call). */
export function registerLeadRoutes(app: FastifyInstance, context: AppContext): void {
  const schemas = new Map<PortalCode, LeadSchema>(context.directory.portals.map((portal) => [portal.code, createLeadSchema(portal)]))
  app.post('/api/CallSchedules/AddCallSchedule', async (request, reply) => {
    const body = bodyFields(request.body) ?? {}
    // Our pages name their portal; a lead in the live contract's shape comes from the portal of its
    // Origin, Referer or FormUrl.
    const code = portalCodeOf(context.directory, body.Portal) ?? requestPortal(context, request, body.FormUrl).code
    const portal = context.directory.portal(code)
    reply.header('cache-control', 'no-store')
    // A lead comes from our pages (or a server), never from another site's form or script.
    if (!trustedOrigin(context.directory.allowedOrigins, request)) {
      request.log.info({ portal: code }, 'lead refused: sent from another site')
      return reply.code(403).send({ error: context.messages.text(portal.locale, 'server.login.forbidden') })
    }
    const parsed = v.safeParse(schemas.get(code)!, body, { abortPipeEarly: true })
    if (!parsed.success) {
      const errors = fieldErrors(parsed.issues, portal.locale, context.messages)
      request.log.info({ portal: code, fields: Object.keys(errors) }, 'lead refused')
      return reply.code(400).send({ errors })
    }
    // The live API accepts a lead whatever its consent version says, so this one does too: the lead
    // is kept, and what can be proven of its consent is stored beside it.
    const version = parsed.output.ConsentVersion
    const consent: ConsentStatus =
      version === undefined
        ? 'not recorded'
        : consentByVersion(context.consents[code] ?? missingConsents(code), version) === null
          ? 'unknown version'
          : 'recorded'
    // Only the fields of the contract and ours are kept: unknown keys are dropped, never stored.
    const kept = Object.fromEntries(STORED_FIELDS.filter((name) => typeof body[name] === 'string').map((name) => [name, body[name]]))
    // The sender as the limits count it: the client's network (as every per-client limit keys it),
    // kept as a keyed digest, and the mobile number however it was typed.
    const sender: LeadSender = {
      clientDigest: keyedDigest(context.serverSecret, 'lead-client', requestClientKey(request)),
      mobile: parsed.output.MobilePhoneNumber === undefined ? null : nationalMobileNumber(parsed.output.MobilePhoneNumber, portal.mobile),
    }
    const stored = await storeLead(context.db, code, parsed.output, kept, consent, sender, context.leadLimits)
    if (stored.outcome === 'conflict') {
      request.log.info({ leadId: stored.leadId, portal: code }, 'lead refused: idempotency key reused with other content')
      return reply.code(409).send({ error: context.messages.text(portal.locale, 'server.error.idempotencyConflict') })
    }
    if (stored.outcome === 'limited') {
      // The page keeps the lead in its outbox and sends it again later (429 means "later", not "no").
      const seconds = Math.ceil(stored.retryAfterMs / 1000)
      const minutes = Math.max(1, Math.ceil(seconds / 60))
      request.log.info({ portal: code, by: stored.by, network: requestLogNetwork(request), seconds }, 'lead refused: too many leads from one sender')
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({
          error: context.messages.text(portal.locale, stored.by === 'client' ? 'server.error.leadLimitClient' : 'server.error.leadLimitMobile', { minutes }),
        })
    }
    request.log.info({ leadId: stored.leadId, portal: code, repeated: !stored.created, consent }, stored.created ? 'lead stored' : 'lead repeated')
    return reply.code(200).send(stored.response)
  })
}
