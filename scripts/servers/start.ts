// npm start: builds every portal, then serves them with the lead API on loopback (docs/requirements/operations.md#commands ports:
// each portal's localPort, or env {CODE}_PORT).
import { join } from 'node:path'
import { loadPortals, localPort, portalLabel } from '../../content/portals'
import { buildSite } from '../pipeline/build'
import { startApiProcess } from './apiProcess'
import { createPortalServer, listen } from './serve'

const API_PORT = Number(process.env.API_PORT ?? 4300)

async function main(): Promise<void> {
  await buildSite()
  // The portal servers (scripts/servers/serve.ts) are the one proxy hop in front of the API: they set
  // X-Forwarded-For from the socket, so each visitor, not 127.0.0.1, has their own rate limit.
  const api = await startApiProcess({ port: API_PORT, env: { TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' } })
  const lines: string[] = []
  for (const portal of loadPortals()) {
    const origin = await listen(createPortalServer({ siteDir: join('dist', portal.folder), apiOrigin: api.origin }), localPort(portal))
    lines.push(`${portalLabel(portal)}: ${origin}`)
  }
  console.log('')
  for (const line of lines) console.log(line)
  console.log(`Lead API: ${api.origin}`)
  console.log('Press Ctrl+C to stop.')
  const stop = () => {
    api.stop().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
