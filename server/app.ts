import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import type { Consents } from '../domain/consent/consentSchema'
import { portalFolder, type PortalCode, type PortalConfig } from '../domain/portal'
import type { Snapshot } from '../content/snapshot'
import { bodyFields, requestPortal, sendError, type AppContext } from './appContext'
import { DatabaseUnavailableError, reportingUnavailable, type Db } from './db/db'
import { loadConsents } from './consents'
import { createPortalDirectory, normaliseOrigin, portalCodeOf } from './portalDirectory'
import { prepareDummyHash } from './auth/passwords'
import { ACCOUNT_LOGIN_BURST, ACCOUNT_LOGIN_BURST_WINDOW_MS, ACCOUNT_LOGIN_MAX, ACCOUNT_LOGIN_WINDOW_MS, registerAccountRoutes } from './routes/accountRoutes'
import { registerLeadRoutes } from './routes/leadRoutes'
import { registerLookupRoutes } from './routes/lookupRoutes'
import { registerNewsletterRoutes } from './routes/newsletterRoutes'
import { registerRedirectRoutes } from './routes/redirectRoutes'
import { registerShareRoutes } from './routes/shareRoutes'
import { registerUtilityRoutes } from './routes/utilityRoutes'
import { createShareCounts, type ShareCountOptions } from './share/shareCounts'
import { requestClientKey } from './security/clientKey'
import { processSecret } from './security/serverSecret'
import type { LeadLimits } from './leads/storeLead'
import { loadServerMessages, type ServerMessages } from './serverMessages'

/** Largest request body accepted, in bytes (a lead is well under 4 KB). */
export const BODY_LIMIT_BYTES = 32 * 1024

export interface BuildAppOptions {
  db: Db
  portals: Readonly<Record<PortalCode, PortalConfig>>
  snapshot: Snapshot
  /**
   * Trust X-Forwarded-For and X-Forwarded-Proto: false; true (every hop: only when the proxy replaces
   * what clients send); or the proxies' addresses and CIDR ranges, comma-separated ('loopback', '10.0.0.0/8').
   */
  /** false, or the proxies' addresses/CIDRs (server/trustProxy.ts); `true` only in tests. */
  trustProxy: boolean | string
  /** Origins allowed for CORS and login returnUrl besides the portals' own (e.g. a staging host). */
  allowedOrigins: readonly string[]
  /** Further origins of each portal (e.g. http://127.0.0.1:4100 for ECM under npm start): allowed, and they pick the language. */
  portalOrigins?: Partial<Record<PortalCode, readonly string[]>>
  /**
   * Requests per IP per time window (ms or an ms-style string such as '1 minute'); loginMax is the
   * stricter limit of login attempts per IP in the same window (default the smaller of max and 20).
   */
  rateLimit: { max: number; timeWindow: number | string; loginMax?: number; accountLoginMax?: number; accountLoginBurst?: number }
  /** false for silence, true or pino options for structured logs (personal data is never logged). */
  logger: boolean | Exclude<FastifyServerOptions['logger'], boolean | undefined>
  /** Messages of both languages; by default read from data/messages. */
  messages?: ServerMessages
  /** Each portal's consent texts; by default read from data/consent. */
  consents?: Readonly<Record<PortalCode, Consents>>
  /** Path segment of the newsletter endpoints for both portals; by default each portal config's newsletter.service. */
  newsletterService?: string
  bodyLimit?: number
  /**
   * Development on plain http on loopback (DEV_HTTP=1: npm start, npm run dev, the e2e tests): a
   * request over http to a loopback host gets a session cookie without Secure (named `sid`, since a
   * __Host- cookie must be Secure). Off by default: every session cookie is Secure (docs/security.md).
   */
  devHttp?: boolean
  /** The share-count token and upstream (SHARE_COUNT_TOKEN, SHARE_COUNT_UPSTREAM); without it no count is asked. */
  shareCount?: ShareCountOptions
  /**
   * The key of the digests the database keeps (SERVER_SECRET: failed logins' accounts, leads' client
   * networks); by default this process's own (server/security/serverSecret.ts), lost at exit.
   */
  serverSecret?: string
  /** Leads one client network, and one mobile number, may store per portal per hour (LEAD_LIMIT_PER_ADDRESS, LEAD_LIMIT_PER_MOBILE). */
  leadLimits?: Partial<LeadLimits>
}

/** Leads per client network and per mobile number in an hour, when BuildAppOptions.leadLimits does not say. */
export const DEFAULT_LEAD_LIMITS: LeadLimits = { perAddress: 10, perMobile: 5, windowMs: 60 * 60_000 }

// Logs carry a path and a status, never a query string, header, body or address: those hold personal data.
const SERIALIZERS = {
  req: (request: { method?: string; url?: string }) => ({ method: request.method, path: (request.url ?? '').split('?')[0] }),
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
  err: (error: Error & { code?: string; statusCode?: number }) => ({
    type: error.name,
    message: error.message,
    code: error.code,
    statusCode: error.statusCode,
    stack: error.stack ?? '',
  }),
}

function loggerOption(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false
  const base = logger === true ? {} : logger
  return { ...base, serializers: SERIALIZERS, redact: { paths: ['email', 'Email', 'password', '*.email', '*.Email', '*.password'], censor: '[redacted]' } }
}

/** The portal of a request that failed: the one its body names (a lead's Portal or FormUrl, a login's portal), else the request's. */
function failedRequestPortal(context: AppContext, request: FastifyRequest): PortalConfig {
  const body = bodyFields(request.body)
  const code = portalCodeOf(context.directory, body?.Portal ?? body?.portal)
  return code ? context.directory.portal(code) : requestPortal(context, request, body?.FormUrl)
}

/** The lead API as a Fastify instance, routes registered, not listening (tests use inject()). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const directory = createPortalDirectory(options.portals, options.portalOrigins, options.allowedOrigins)
  // Every portal the API answers for has its snapshot and consent texts, or the API does not start.
  for (const portal of directory.portals) {
    if (options.snapshot[portalFolder(portal)] === undefined) throw new Error(`The data snapshot has no portal ${portal.code}`)
    if (options.consents && options.consents[portal.code] === undefined) throw new Error(`No consent texts for the portal ${portal.code}`)
  }
  const context: AppContext = {
    // A database that is stopped or unreachable raises DatabaseUnavailableError: answered 503 below.
    db: reportingUnavailable(options.db),
    directory,
    snapshot: options.snapshot,
    messages: options.messages ?? loadServerMessages(),
    consents:
      options.consents ??
      loadConsents(
        undefined,
        directory.portals.map((portal) => portal.code),
      ),
    newsletterService: Object.fromEntries(directory.portals.map((portal) => [portal.code, options.newsletterService ?? portal.newsletter.service])),
    devHttp: options.devHttp ?? false,
    serverSecret: options.serverSecret ?? processSecret(),
    leadLimits: { ...DEFAULT_LEAD_LIMITS, ...options.leadLimits },
  }
  // The hash an unknown account's password is checked against, made now rather than at the first
  // unknown login (which would take three times as long as any other and tell it apart).
  await prepareDummyHash()
  const app = Fastify({
    logger: loggerOption(options.logger),
    trustProxy: options.trustProxy,
    bodyLimit: options.bodyLimit ?? BODY_LIMIT_BYTES,
    // The live API's paths are not case-sensitive (/lookups/getEmploymentType, /account/login).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    return503OnClosing: true,
  })

  await app.register(helmet, {
    // The portals (same site, other port or subdomain) read these answers.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // helmet's default no-referrer makes Chromium send `Origin: null` on the login form's POST, which
    // the cross-site check below must refuse; the portals' own policy keeps the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        // A login's redirect must stay allowed when the form is served on the API's own origin.
        formAction: ["'self'", ...directory.allowedOrigins],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
  })
  await app.register(cors, {
    origin: (origin, callback) => {
      const normal = origin === undefined ? null : normaliseOrigin(origin)
      callback(null, normal !== null && directory.allowedOrigins.has(normal))
    },
    credentials: true,
    methods: ['GET', 'POST'],
    maxAge: 600,
  })
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.timeWindow,
    // IPv6 clients by /64, as the library would; a connection gone before the request was read shares one bucket.
    keyGenerator: (request) => requestClientKey(request),
  })
  await app.register(cookie)
  await app.register(formbody)

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const portal = failedRequestPortal(context, request)
    const unavailable = error instanceof DatabaseUnavailableError
    const status = unavailable ? 503 : error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    // Only a connection that is itself gone (reset, closed) has nobody to answer. request.raw.destroyed
    // says nothing of the client: on Node 20 the request stream is destroyed as soon as its body has
    // been read (autoDestroy), while the socket is still open and waiting (issue 50).
    const gone = reply.raw.writableEnded || reply.raw.destroyed || request.raw.socket?.destroyed === true
    if (status >= 500) {
      // A fault of ours or of the database, whether or not the client is still there to be told.
      request.log.error({ err: error, status, clientGone: gone }, unavailable ? 'database unavailable' : 'request failed')
      if (gone) return reply
      return sendError(reply, context, portal, unavailable ? 503 : 500, unavailable ? 'server.error.unavailable' : 'server.error.internal')
    }
    if (gone) {
      request.log.info({ code: error.code, status }, 'client went away')
      return reply
    }
    request.log.info({ code: error.code, status }, 'request refused')
    const key =
      status === 413
        ? 'server.error.tooLarge'
        : status === 415
          ? 'server.error.mediaType'
          : status === 429
            ? 'server.error.rateLimited'
            : 'server.error.badRequest'
    return sendError(reply, context, portal, status, key)
  })
  app.setNotFoundHandler((request, reply) => sendError(reply, context, requestPortal(context, request), 404, 'server.error.notFound'))

  registerLeadRoutes(app, context)
  registerNewsletterRoutes(app, context)
  registerAccountRoutes(
    app,
    context,
    { max: options.rateLimit.loginMax ?? Math.min(options.rateLimit.max, 20), timeWindow: options.rateLimit.timeWindow },
    { max: options.rateLimit.accountLoginMax ?? ACCOUNT_LOGIN_MAX, windowMs: ACCOUNT_LOGIN_WINDOW_MS },
    { max: options.rateLimit.accountLoginBurst ?? ACCOUNT_LOGIN_BURST, windowMs: ACCOUNT_LOGIN_BURST_WINDOW_MS },
  )
  registerRedirectRoutes(app, context)
  registerLookupRoutes(app, context)
  registerUtilityRoutes(app, context)
  registerShareRoutes(
    app,
    context,
    createShareCounts(options.shareCount ?? { token: '' }, (message) => app.log.warn(message)),
  )
  return app
}
