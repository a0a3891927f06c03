import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PortalConfig } from '../../domain/portal'
import { bodyFields, queryParam, requestPortal, type AppContext } from '../appContext'
import { verifyPassword } from '../auth/passwords'
import { createSession, deleteSession, SESSION_COOKIE, SESSION_TTL_MS, sessionUser } from '../auth/sessions'
import { findUserByEmail } from '../auth/users'
import { normaliseOrigin, portalCodeOf } from '../portalDirectory'
import { safeReturnUrl } from '../safeRedirect'
import { loginPage, profilePage } from './accountPages'

const PROFILE_PATH = '/Account/ViewLoginProfile'

/**
 * Login attempts per account (whatever the addresses they come from) per window: guessing one
 * account's password from many addresses stops at 10 tries, and the account's owner waits at most
 * 15 minutes after an attack, never longer (the window is fixed, not extended by further tries).
 */
export const ACCOUNT_LOGIN_MAX = 10
export const ACCOUNT_LOGIN_WINDOW = '15 minutes'
/** The first step of the per-account backoff: after this many tries in a minute, a minute's wait. */
export const ACCOUNT_LOGIN_BURST = 5
export const ACCOUNT_LOGIN_BURST_WINDOW = '1 minute'

function formPortal(context: AppContext, request: FastifyRequest, named: unknown): PortalConfig {
  const code = portalCodeOf(context.directory, named)
  return code ? context.directory.portal(code) : requestPortal(context, request)
}

/**
 * A form post is accepted from the portals' origins, from this server's own origin, or without an
 * Origin header (older browsers); SameSite=Lax already keeps the cookie off cross-site posts.
 */
function trustedFormOrigin(context: AppContext, request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  // A browser that hides the origin (`null`) still says whether the post came from the same site.
  if (origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin'
  const normal = normaliseOrigin(origin)
  if (normal === null) return false
  if (context.directory.allowedOrigins.has(normal)) return true
  return request.headers.host !== undefined && new URL(normal).host === request.headers.host.toLowerCase()
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length <= max ? value : null
}

/** /Account/*: claims, login form, profile and sign-out (SPEC.md §2, §7 call 9). */
export function registerAccountRoutes(
  app: FastifyInstance,
  context: AppContext,
  loginLimit: { max: number; timeWindow: number | string },
  accountLimit: { max: number; timeWindow: number | string } = { max: ACCOUNT_LOGIN_MAX, timeWindow: ACCOUNT_LOGIN_WINDOW },
  accountBurst: { max: number; timeWindow: number | string } = { max: ACCOUNT_LOGIN_BURST, timeWindow: ACCOUNT_LOGIN_BURST_WINDOW },
): void {
  const { db, messages, directory } = context
  // The per-account counts, keyed by the address typed (lower case), kept by @fastify/rate-limit: a
  // backoff in two steps. A burst of tries waits a minute; tries kept up past that wait out the longer
  // window. Whatever an attacker does, the account is free again at most that long after they stop.
  const accountKey = (request: FastifyRequest) => `login-account:${(text(bodyFields(request.body)?.email, 254) ?? '').trim().toLowerCase()}`
  const accountSteps = [accountBurst, accountLimit].map((step, index) =>
    app.createRateLimit({ max: step.max, timeWindow: step.timeWindow, keyGenerator: (request) => `${accountKey(request)}:${index}` }),
  )

  app.get('/Account/GetLoggedInClaims', async (request, reply) => {
    const user = await sessionUser(db, request.cookies[SESSION_COOKIE])
    return reply.header('cache-control', 'no-store').send({ IsLoggedIn: user !== null, Email: user?.email ?? '' })
  })

  app.get('/Account/Login', async (request, reply) => {
    const portal = requestPortal(context, request)
    const returnUrl = safeReturnUrl(queryParam(request.query, 'returnUrl'), directory.allowedOrigins)
    return sendHtml(reply, 200, loginPage(messages, portal, { returnUrl }))
  })

  // Password guessing gets its own, stricter limit per IP.
  app.post('/Account/Login', { config: { rateLimit: loginLimit } }, async (request, reply) => {
    const body = bodyFields(request.body) ?? {}
    const portal = formPortal(context, request, body.portal)
    if (!trustedFormOrigin(context, request)) return sendHtml(reply, 403, loginPage(messages, portal, { returnUrl: '/', errorKey: 'server.login.forbidden' }))
    const returnUrl = safeReturnUrl(body.returnUrl, directory.allowedOrigins)
    const email = text(body.email, 254)?.trim() ?? ''
    const password = text(body.password, 256) ?? ''
    if (email === '' || password === '') {
      return sendHtml(reply, 400, loginPage(messages, portal, { returnUrl, email, errorKey: 'server.login.missing' }))
    }
    // Read without counting: only wrong passwords count (below), so a person who logs in and out
    // is never held back, while every wrong guess, from whatever address, brings the wait closer.
    const steps = await Promise.all(accountSteps.map((check) => check(request, { increment: false })))
    const waits = steps.flatMap((step) => (!step.isAllowed && step.remaining === 0 && step.ttl > 0 ? [step.ttl] : []))
    if (waits.length > 0) {
      const seconds = Math.ceil(Math.max(...waits) / 1000)
      request.log.info({ portal: portal.code, seconds }, 'login refused: too many tries for this account')
      const minutes = Math.max(1, Math.ceil(seconds / 60))
      return sendHtml(
        reply.header('retry-after', String(seconds)),
        429,
        loginPage(messages, portal, { returnUrl, email, errorKey: 'server.login.tooMany', errorValues: { minutes } }),
      )
    }
    const user = await findUserByEmail(db, email)
    const valid = await verifyPassword(user?.passwordHash ?? null, password)
    if (!user || !valid) {
      await Promise.all(accountSteps.map((check) => check(request)))
      request.log.info({ portal: portal.code }, 'login refused')
      return sendHtml(reply, 401, loginPage(messages, portal, { returnUrl, email, errorKey: 'server.login.failed' }))
    }
    const token = await createSession(db, user.id)
    request.log.info({ userId: user.id }, 'login')
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    })
    return reply.header('cache-control', 'no-store').redirect(returnUrl, 303)
  })

  app.get(PROFILE_PATH, async (request, reply) => {
    const portal = requestPortal(context, request)
    const user = await sessionUser(db, request.cookies[SESSION_COOKIE])
    if (!user) {
      const portalParam = portalCodeOf(context.directory, queryParam(request.query, 'portal'))
      const query = new URLSearchParams({ returnUrl: PROFILE_PATH, ...(portalParam ? { portal: portalParam } : {}) })
      return reply.header('cache-control', 'no-store').redirect(`/Account/Login?${query}`, 302)
    }
    return sendHtml(reply, 200, profilePage(messages, portal, user.email))
  })

  app.post('/Account/LogOff', async (request, reply) => {
    const body = bodyFields(request.body) ?? {}
    const portal = formPortal(context, request, body.portal)
    if (!trustedFormOrigin(context, request)) return reply.code(403).send({ error: messages.text(portal.locale, 'server.login.forbidden') })
    await deleteSession(db, request.cookies[SESSION_COOKIE])
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' })
    // The portal's log-out page clears the browser's storage (SPEC.md §2).
    return reply.header('cache-control', 'no-store').redirect(portal.paths.logout, 303)
  })
}
