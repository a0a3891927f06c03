import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Consents } from '../domain/consent/consentSchema'
import type { PortalConfig } from '../domain/portal'
import type { Snapshot } from '../content/snapshot'
import type { Db } from './db/db'
import type { LeadLimits } from './leads/storeLead'
import { portalForRequest, type PortalDirectory } from './portalDirectory'
import type { ServerMessages } from './serverMessages'

/** What every route of the lead API works with. */
export interface AppContext {
  db: Db
  directory: PortalDirectory
  snapshot: Snapshot
  messages: ServerMessages
  /** Each portal's consent texts (data/consent), to check the version a lead carries. */
  consents: Readonly<Record<PortalConfig['code'], Consents>>
  /** Path segment of the newsletter endpoints, per portal (POST /api/{service}/subscribe, GET /{service}/subscribe). */
  newsletterService: Readonly<Record<PortalConfig['code'], string>>
  /** Development on plain http on loopback (BuildAppOptions.devHttp). */
  devHttp: boolean
  /** The key of the digests kept in the database (BuildAppOptions.serverSecret). */
  serverSecret: string
  /** Leads a client may store per window (BuildAppOptions.leadLimits). */
  leadLimits: LeadLimits
}

/**
 * The portal a request is for (query, Origin, Referer, Host; ECM when none says). Behind the CDN's
 * proxy (cdn/worker.ts, Netlify's rules, npm start's server) the Host is the API's own: the portal host
 * the visitor used is X-Forwarded-Host, which Fastify's request.host reads only from a proxy that
 * TRUST_PROXY names (else it is the Host header).
 */
export function requestPortal(context: AppContext, request: FastifyRequest, pageUrl?: unknown): PortalConfig {
  return portalForRequest(context.directory, { query: request.query, headers: { ...request.headers, host: request.host }, protocol: request.protocol }, pageUrl)
}

/** Sends a JSON error `{ error }` with the message of `key` in the portal's language. */
export function sendError(reply: FastifyReply, context: AppContext, portal: PortalConfig, status: number, key: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: context.messages.text(portal.locale, key) })
}

/** A request body as a record of fields, or null when it is not an object (text, arrays, nothing). */
export function bodyFields(body: unknown): Record<string, unknown> | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null
  return body as Record<string, unknown>
}

/** A query parameter by name in any letter case (the live API's parameters are not case-sensitive). */
export function queryParam(query: unknown, name: string): unknown {
  if (query === null || typeof query !== 'object') return undefined
  const lower = name.toLowerCase()
  for (const [key, value] of Object.entries(query)) if (key.toLowerCase() === lower) return value
  return undefined
}
