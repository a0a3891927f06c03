import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PortalConfig } from '../../domain/portal'
import { queryParam, requestPortal, type AppContext } from '../appContext'
import { partnerRedirectTarget } from '../safeRedirect'
import { refusedRedirectPage } from './accountPages'

/** GET /externalredirect, /extern/redirection-aub and /extern/redirection-axa (docs/requirements/pages-and-portals.md#insurer-landings). */
export function registerRedirectRoutes(app: FastifyInstance, context: AppContext): void {
  function go(request: FastifyRequest, reply: FastifyReply, portal: PortalConfig, raw: unknown) {
    const target = partnerRedirectTarget(raw, portal.redirectAllowList)
    reply.header('cache-control', 'no-store')
    if (target === null) {
      request.log.info({ portal: portal.code }, 'redirect refused')
      return reply.code(400).type('text/html; charset=utf-8').send(refusedRedirectPage(context.messages, portal))
    }
    return reply.redirect(target, 302)
  }

  app.get('/externalredirect', async (request, reply) => {
    const portal = requestPortal(context, request)
    return go(request, reply, portal, queryParam(request.query, 'url'))
  })

  app.get('/extern/redirection-aub', async (request, reply) => {
    const portal = requestPortal(context, request)
    return go(request, reply, portal, queryParam(request.query, 'url'))
  })

  // The insurer's campaign link comes from the portal config, never from the request.
  app.get('/extern/redirection-axa', async (request, reply) => {
    const portal = requestPortal(context, request)
    const campaign = portal.partners.find((partner) => partner.code === 'axa')?.links?.campaign
    return go(request, reply, portal, campaign)
  })
}
