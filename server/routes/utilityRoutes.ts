import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../appContext'

/** GET /get/clientipaddress (docs/requirements/wire-contract.md#client-ip) and GET /healthz. */
export function registerUtilityRoutes(app: FastifyInstance, context: AppContext): void {
  // request.ip honours X-Forwarded-For only when the app was built with trustProxy.
  app.get('/get/clientipaddress', async (request, reply) => reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(request.ip))

  // Monitoring polls this often; it is cheap and never rate limited.
  app.get('/healthz', { config: { rateLimit: false } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await context.db.query('SELECT 1')
      return { ok: true, db: context.db.kind }
    } catch (error) {
      request.log.error({ err: error }, 'health check failed')
      return reply.code(503).send({ ok: false, db: context.db.kind })
    }
  })
}
