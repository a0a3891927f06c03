// npm start: builds both portals, then serves them with the lead API on loopback (DESIGN.md ports).
import { join } from 'node:path'
import { buildSite } from './build'
import { startApiProcess } from './apiProcess'
import { createPortalServer, listen } from './serve'

const ECM_PORT = Number(process.env.ECM_PORT ?? 4100)
const CKJ_PORT = Number(process.env.CKJ_PORT ?? 4200)
const API_PORT = Number(process.env.API_PORT ?? 4300)

async function main(): Promise<void> {
  await buildSite()
  // The portal servers (scripts/serve.ts) are the one proxy hop in front of the API: they set
  // X-Forwarded-For from the socket, so each visitor, not 127.0.0.1, has their own rate limit.
  const api = await startApiProcess({ port: API_PORT, env: { TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' } })
  const ecm = await listen(createPortalServer({ siteDir: join('dist', 'ecm'), apiOrigin: api.origin }), ECM_PORT)
  const ckj = await listen(createPortalServer({ siteDir: join('dist', 'ckj'), apiOrigin: api.origin }), CKJ_PORT)
  console.log('')
  console.log(`ECM (eCompareMo, English, PHP): ${ecm}`)
  console.log(`CKJ (CekAja, Indonesian, IDR):   ${ckj}`)
  console.log(`Lead API:                        ${api.origin}`)
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
