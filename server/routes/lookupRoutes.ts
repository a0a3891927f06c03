import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { EmploymentTypeList } from '../../domain/content/schemas'
import type { PortalSnapshot } from '../../content/snapshot'
import { queryParam, requestPortal, type AppContext } from '../appContext'
import { portalCodeOf } from '../portalDirectory'
import { portalFolder } from '../../domain/portal'

const DIGITS = /^[0-9]{1,12}$/
const YEAR = /^[0-9]{4}$/

/** GET /lookups/... (docs/requirements/wire-contract.md#lookup-calls) and GET /api/products?portal=, served from the data snapshot. */
export function registerLookupRoutes(app: FastifyInstance, context: AppContext): void {
  function withPortal(handler: (data: PortalSnapshot, request: FastifyRequest, reply: FastifyReply) => unknown) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const named = queryParam(request.query, 'portal')
      // Without ?portal= the first portal of the registry answers (the live API's default, ECM); a
      // portal that is not in the registry is refused, never answered with another portal's data.
      const code = named === undefined ? context.directory.portals[0]!.code : portalCodeOf(context.directory, named)
      const data = code === null ? undefined : context.snapshot[portalFolder({ code })]
      if (code === null || data === undefined) {
        const portal = requestPortal(context, request)
        // The stock message names the registry's portals, however many (docs/api.md).
        const portals = context.directory.portals.map((item) => item.code).join(', ')
        return reply.code(400).send({ error: context.messages.text(portal.locale, 'server.error.portal', { portals }) })
      }
      // The snapshot changes only with a new deployment; an hour of caching spares the server.
      reply.header('cache-control', 'public, max-age=3600')
      return handler(data, request, reply)
    }
  }
  function badParameter(request: FastifyRequest, reply: FastifyReply) {
    const portal = requestPortal(context, request)
    return reply
      .code(400)
      .header('cache-control', 'no-store')
      .send({ error: context.messages.text(portal.locale, 'server.error.badRequest') })
  }
  function param(request: FastifyRequest, name: string, pattern: RegExp): string | null {
    const value = queryParam(request.query, name)
    return typeof value === 'string' && pattern.test(value) ? value : null
  }

  app.get(
    '/lookups/getprovince',
    withPortal((data) => data.lookups.provinces),
  )
  app.get(
    '/lookups/getregion',
    withPortal((data, request, reply) => {
      const provinceId = param(request, 'ProvinceId', DIGITS)
      if (provinceId === null) return badParameter(request, reply)
      return data.lookups.regions[provinceId] ?? []
    }),
  )

  const employmentEndpoints: Record<string, EmploymentTypeList> = {
    getEmploymentType: 'general',
    getCLOEmploymentType: '1',
    getCCEmploymentType: '2',
    getHLOEmploymentType: '6',
    getVLOEmploymentType: '7',
  }
  for (const [endpoint, list] of Object.entries(employmentEndpoints)) {
    app.get(
      `/lookups/${endpoint}`,
      withPortal((data) => data.lookups.employmentTypes[list]),
    )
  }

  app.get(
    '/lookups/getmotvehiclemanufacturer',
    withPortal((data) => data.lookups.vehicles.makes),
  )
  // The modal and the landing form name the same call differently (docs/requirements/wire-contract.md#lookup-calls).
  for (const endpoint of ['getmotyearbymanufacturerid', 'getmotyear']) {
    app.get(
      `/lookups/${endpoint}`,
      withPortal((data, request, reply) => {
        const makeId = param(request, 'vehiclemanufacturerid', DIGITS)
        if (makeId === null) return badParameter(request, reply)
        return data.lookups.vehicles.years[String(Number(makeId))] ?? []
      }),
    )
  }
  app.get(
    '/lookups/getmotvehiclemodel',
    withPortal((data, request, reply) => {
      const makeId = param(request, 'vehiclemanufacturerid', DIGITS)
      const year = param(request, 'year', YEAR)
      if (makeId === null || year === null) return badParameter(request, reply)
      return data.lookups.vehicles.models[`${Number(makeId)}:${year}`] ?? []
    }),
  )

  app.get(
    '/api/products',
    withPortal((data) => ({ products: data.portal.verticals.flatMap((vertical) => data.products[vertical.key] ?? []) })),
  )
}
