import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PortalConfig } from '../../domain/portal'
import { isStorableText } from '../../domain/validation/checks'
import { EMAIL_CHECKS } from '../../domain/validation/contactRules'
import { parseMessageRef } from '../../domain/validation/messageRef'
import { bodyFields, queryParam, requestPortal, type AppContext } from '../appContext'
import { accountDigest, takeLoginTry, type ThrottleStep } from '../auth/loginThrottle'
import { verifyPassword } from '../auth/passwords'
import { createSession, deleteSession, DEV_SESSION_COOKIE, SESSION_COOKIE, SESSION_TTL_MS, sessionUser } from '../auth/sessions'
import { findUserByEmail } from '../auth/users'
import { portalCodeOf } from '../portalDirectory'
import { safeReturnUrl } from '../safeRedirect'
import { requestLogNetwork } from '../security/clientKey'
import { plainHttpOnLoopback, trustedOrigin } from '../security/requestOrigin'
import { loginPage, profilePage } from './accountPages'

const PROFILE_PATH = '/Account/ViewLoginProfile'

/**
 * Login attempts per account (whatever the addresses they come from) per window: guessing one
 * account's password from many addresses stops at 10 tries, and the account's owner waits at most
 * 15 minutes after an attack, never longer (the window is fixed, not extended by further tries).
 */
export const ACCOUNT_LOGIN_MAX = 10
export const ACCOUNT_LOGIN_WINDOW_MS = 15 * 60 * 1000
/** The first step of the per-account backoff: after this many tries in a minute, a minute's wait. */
export const ACCOUNT_LOGIN_BURST = 5
export const ACCOUNT_LOGIN_BURST_WINDOW_MS = 60 * 1000

function formPortal(context: AppContext, request: FastifyRequest, named: unknown): PortalConfig {
  const code = portalCodeOf(context.directory, named)
  return code ? context.directory.portal(code) : requestPortal(context, request)
}

/** The session cookie's name and Secure flag for a request: __Host- and Secure except on plain http on loopback in development. */
function sessionCookie(context: AppContext, request: FastifyRequest): { name: string; secure: boolean } {
  return plainHttpOnLoopback(request, context.devHttp) ? { name: DEV_SESSION_COOKIE, secure: false } : { name: SESSION_COOKIE, secure: true }
}

/** The session token a request carries, under the cookie name its connection allows. */
function sessionToken(context: AppContext, request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookie(context, request).name]
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length <= max ? value : null
}

/** /Account/*: claims, login form, profile and sign-out (docs/requirements/pages-and-portals.md#login-and-profile and docs/requirements/wire-contract.md#login-claims). */
export function registerAccountRoutes(
  app: FastifyInstance,
  context: AppContext,
  loginLimit: { max: number; timeWindow: number | string },
  accountLimit: ThrottleStep = { max: ACCOUNT_LOGIN_MAX, windowMs: ACCOUNT_LOGIN_WINDOW_MS },
  accountBurst: ThrottleStep = { max: ACCOUNT_LOGIN_BURST, windowMs: ACCOUNT_LOGIN_BURST_WINDOW_MS },
): void {
  const { db, messages, directory } = context
  // The per-account counts (server/auth/loginThrottle.ts), a backoff in two steps: a burst of tries
  // waits a minute; tries kept up past that wait out the longer window. Whatever an attacker does,
  // the account is free again at most that long after they stop.
  const accountSteps = [accountBurst, accountLimit]

  app.get('/Account/GetLoggedInClaims', async (request, reply) => {
    const user = await sessionUser(db, sessionToken(context, request))
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
    if (!trustedOrigin(directory.allowedOrigins, request))
      return sendHtml(reply, 403, loginPage(messages, portal, { returnUrl: '/', errorKey: 'server.login.forbidden' }))
    const returnUrl = safeReturnUrl(body.returnUrl, directory.allowedOrigins)
    const email = typeof body.email === 'string' ? body.email.trim() : ''
    const password = text(body.password, 256) ?? ''
    // What the form shows again: the address typed, unless it cannot be shown or stored as it is.
    const shown = email.length <= 254 && isStorableText(email) ? email : ''
    if (email === '' || password === '') {
      return sendHtml(reply, 400, loginPage(messages, portal, { returnUrl, email: shown, errorKey: 'server.login.missing' }))
    }
    // The address is checked as every form's e-mail field is (a NUL, a control character, over 254
    // characters, not an address): no account can have it, and it never reaches the database.
    const problem = EMAIL_CHECKS.find((check) => !check.test(email))
    if (problem) {
      const { key, values } = parseMessageRef(problem.message)
      request.log.info({ portal: portal.code }, 'login refused: not an e-mail address')
      return sendHtml(reply, 400, loginPage(messages, portal, { returnUrl, email: shown, errorKey: key, errorValues: values }))
    }
    // Counted first, atomically, whatever the password: of any number of tries sent together at one
    // account, at most the limit reach the password check. A right password gives its try back, so a
    // person who logs in and out is never held back.
    const account = accountDigest(context.serverSecret, email)
    const counted = await takeLoginTry(db, account, accountSteps)
    if (counted.waitMs > 0) {
      const seconds = Math.ceil(counted.waitMs / 1000)
      request.log.info(
        { portal: portal.code, account: account.slice(0, 16), network: requestLogNetwork(request), seconds },
        'login refused: too many tries for this account',
      )
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
      // The account as a digest and the client's network: never the address typed.
      request.log.info({ portal: portal.code, account: account.slice(0, 16), network: requestLogNetwork(request) }, 'login refused')
      return sendHtml(reply, 401, loginPage(messages, portal, { returnUrl, email, errorKey: 'server.login.failed' }))
    }
    await counted.refund()
    const token = await createSession(db, user.id)
    request.log.info({ userId: user.id }, 'login')
    const cookie = sessionCookie(context, request)
    reply.setCookie(cookie.name, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: cookie.secure,
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    })
    return reply.header('cache-control', 'no-store').redirect(returnUrl, 303)
  })

  app.get(PROFILE_PATH, async (request, reply) => {
    const portal = requestPortal(context, request)
    const user = await sessionUser(db, sessionToken(context, request))
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
    if (!trustedOrigin(directory.allowedOrigins, request)) return reply.code(403).send({ error: messages.text(portal.locale, 'server.login.forbidden') })
    const cookie = sessionCookie(context, request)
    await deleteSession(db, request.cookies[cookie.name])
    reply.clearCookie(cookie.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure })
    // The portal's log-out page clears the browser's storage (docs/requirements/pages-and-portals.md#log-out).
    return reply.header('cache-control', 'no-store').redirect(portal.paths.logout, 303)
  })
}
