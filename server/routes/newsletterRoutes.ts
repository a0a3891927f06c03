import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { ArrivalSubscribeSchema, createSubscribeSchema, SUBSCRIBE_CONTRACT_FIELDS, type SubscribeSchema } from '../../domain/leads/newsletterPayload'
import type { PortalCode, PortalConfig } from '../../domain/portal'
import { bodyFields, queryParam, requestPortal, type AppContext } from '../appContext'
import { storeSubscription } from '../leads/storeSubscription'
import { portalCodeOf } from '../portalDirectory'
import { trustedOrigin } from '../security/requestOrigin'
import { fieldErrors } from './leadRoutes'

/** How long GET /{service}/subscribe waits for the database before answering anyway, in milliseconds. */
export const ARRIVAL_ANSWER_WITHIN_MS = 1500

function servicePortal(context: AppContext, request: FastifyRequest, service: string, named: unknown): PortalConfig | null {
  const code = portalCodeOf(context.directory, named)
  const portal = code ? context.directory.portal(code) : requestPortal(context, request)
  return context.newsletterService[portal.code]?.toLowerCase() === service.toLowerCase() ? portal : null
}

// A subscription comes from our pages (or a server), never from another site's form, link or script.
function forbidden(reply: FastifyReply, context: AppContext, request: FastifyRequest, portal: PortalConfig) {
  request.log.info({ portal: portal.code }, 'subscription refused: sent from another site')
  return reply.code(403).send({ error: context.messages.text(portal.locale, 'server.login.forbidden') })
}

function notFound(reply: FastifyReply, context: AppContext, request: FastifyRequest) {
  const portal = requestPortal(context, request)
  return reply.code(404).send({ error: context.messages.text(portal.locale, 'server.error.notFound') })
}

/** POST /api/{service}/subscribe and GET /{service}/subscribe (docs/requirements/wire-contract.md#newsletter). */
export function registerNewsletterRoutes(app: FastifyInstance, context: AppContext): void {
  const services = [...new Set(Object.values(context.newsletterService))]
  const schemas = new Map<PortalCode, SubscribeSchema>(context.directory.portals.map((portal) => [portal.code, createSubscribeSchema(portal)]))
  for (const service of services) {
    app.post(`/api/${service}/subscribe`, async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const body = bodyFields(request.body) ?? {}
      const portal = servicePortal(context, request, service, body.Portal ?? queryParam(request.query, 'portal'))
      if (portal === null) return notFound(reply, context, request)
      if (!trustedOrigin(context.directory.allowedOrigins, request)) return forbidden(reply, context, request, portal)
      const parsed = v.safeParse(schemas.get(portal.code)!, body, { abortPipeEarly: true })
      if (!parsed.success) return reply.code(400).send({ errors: fieldErrors(parsed.issues, portal.locale, context.messages) })
      const { created } = await storeSubscription(context.db, {
        portal: portal.code,
        list: parsed.output.List,
        name: parsed.output.Name,
        email: parsed.output.Email,
        // Unknown keys are dropped, never stored.
        payload: Object.fromEntries(SUBSCRIBE_CONTRACT_FIELDS.filter((name) => typeof body[name] === 'string').map((name) => [name, body[name]])),
        source: 'form',
      })
      request.log.info({ portal: portal.code, list: parsed.output.List, repeated: !created }, 'subscription stored')
      return reply.code(200).send({ ok: true })
    })

    app.get(`/${service}/subscribe`, async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const portal = servicePortal(context, request, service, queryParam(request.query, 'portal'))
      if (portal === null) return notFound(reply, context, request)
      // The arrival subscription stays a GET (the live contract), but only our pages may send it.
      if (!trustedOrigin(context.directory.allowedOrigins, request)) return forbidden(reply, context, request, portal)
      const fields = {
        Name: queryParam(request.query, 'name'),
        Email: queryParam(request.query, 'email'),
        List: queryParam(request.query, 'list'),
      }
      const parsed = v.safeParse(ArrivalSubscribeSchema, fields, { abortPipeEarly: true })
      if (!parsed.success) return reply.code(400).send({ errors: fieldErrors(parsed.issues, portal.locale, context.messages) })
      const stored = storeSubscription(context.db, {
        portal: portal.code,
        list: parsed.output.List,
        name: parsed.output.Name,
        email: parsed.output.Email,
        payload: fields,
        source: 'arrival',
      })
      // The page ignores this answer (docs/requirements/wire-contract.md#newsletter-on-arrival): never hold it up behind a slow database.
      // A failure before the answer is the answer (503, logged by the error handler); one after a 202 is logged here.
      let late = false
      let timer: NodeJS.Timeout | undefined
      const waited = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => {
          late = true
          resolve('late')
        }, ARRIVAL_ANSWER_WITHIN_MS)
      })
      stored.catch((error: unknown) => {
        if (late) request.log.error({ err: error, portal: portal.code }, 'subscription not stored')
      })
      const outcome = await Promise.race([stored, waited]).finally(() => clearTimeout(timer))
      if (outcome === 'late') return reply.code(202).send({ ok: true })
      return reply.code(200).send({ ok: true })
    })
  }
}
