import type { FastifyInstance } from 'fastify'
import { queryParam, requestPortal, type AppContext } from '../appContext'
import { sharedPagePaths } from '../../domain/sharedPages'
import type { ShareCountLookup } from '../share/shareCounts'

// A page of ours: a path of letters, digits and - . _ ~ / (percent-escapes too), nothing after it.
const PAGE_PATH = /^\/[A-Za-z0-9\-._~/%]{0,300}$/

/**
 * The page address if it is a page of ours that shows a share count (an origin of the directory, and a
 * path of its portal's sharedPagePaths), else null: no other address is ever asked upstream, so the
 * counts kept and the upstream calls are bounded by the pages the site has, whatever clients ask.
 */
function ownPage(context: AppContext, value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 400) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null
  const code = context.directory.portalByOrigin.get(url.origin)
  if (code === undefined || !PAGE_PATH.test(url.pathname)) return null
  if (!sharedPagePaths(context.directory.portal(code)).includes(url.pathname)) return null
  // The address as given, so that a trick the URL parser would tidy (`/a/../b`) is refused, not asked.
  return url.href === value ? value : null
}

/** GET /api/share-count?url= (docs/api.md): the Facebook share count of one of our pages, through this API. */
export function registerShareRoutes(app: FastifyInstance, context: AppContext, counts: ShareCountLookup): void {
  app.get('/api/share-count', async (request, reply) => {
    const page = ownPage(context, queryParam(request.query, 'url'))
    if (page === null) {
      const portal = requestPortal(context, request)
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({ error: context.messages.text(portal.locale, 'server.error.shareUrl') })
    }
    const count = await counts(page)
    // Shared by every visitor: a CDN may keep it as long as this API does.
    reply.header('cache-control', count === null ? 'public, max-age=60' : 'public, max-age=600')
    return { count }
  })
}
