// The lead API: npm run api (and npm start, next to the portals). Configuration: docs/api.md.
import { dataDirFromEnv, loadPortals } from '../content/portals'
import { buildAppFromData } from './appFromData'
import { shareUpstreamFromEnv } from './share/shareCounts'
import { dbConfigFromEnv, describeDb, openDb } from './db/openDb'
import { checkDeployment, isProduction } from './security/deployment'
import { serverSecretFromEnv } from './security/serverSecret'
import { parseTrustProxy } from './trustProxy'

function whole(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, not ${value}`)
  return parsed
}

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`${name} must be a port number from 0 to 65535, not ${value}`)
  return parsed
}

function localOrigins(portNumber: number): string[] {
  return [`http://127.0.0.1:${portNumber}`, `http://localhost:${portNumber}`]
}

function flag(value: string | undefined): boolean {
  return /^(1|true|yes|on)$/i.test(value?.trim() ?? '')
}

async function main(): Promise<void> {
  const env = process.env
  const apiPort = port(env.API_PORT, 4300, 'API_PORT')
  const host = env.HOST?.trim() || '127.0.0.1'
  const rateLimitMax = whole(env.RATE_LIMIT_MAX, 300, 'RATE_LIMIT_MAX')
  const loginRateLimitMax = whole(env.LOGIN_RATE_LIMIT_MAX, Math.min(rateLimitMax, 20), 'LOGIN_RATE_LIMIT_MAX')
  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  // npm start and npm run dev (scripts/servers/apiProcess.ts): plain http on loopback, the portals' local origins.
  const devHttp = flag(env.DEV_HTTP)
  checkDeployment(host, trustProxy, devHttp)
  const serverSecret = serverSecretFromEnv(env.SERVER_SECRET, isProduction(host, env.NODE_ENV))
  const leadLimits = {
    perAddress: whole(env.LEAD_LIMIT_PER_ADDRESS, 10, 'LEAD_LIMIT_PER_ADDRESS'),
    perMobile: whole(env.LEAD_LIMIT_PER_MOBILE, 5, 'LEAD_LIMIT_PER_MOBILE'),
  }
  const shareCountBudget = whole(env.SHARE_COUNT_BUDGET, 30, 'SHARE_COUNT_BUDGET')
  const dataDir = dataDirFromEnv()
  const portals = loadPortals(dataDir)
  const dbConfig = dbConfigFromEnv(env)
  const db = await openDb(dbConfig)
  const app = await buildAppFromData(dataDir, portals, {
    db,
    trustProxy,
    devHttp,
    allowedOrigins: (env.API_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    // Each portal's loopback origins, only under npm start and npm run dev (DEV_HTTP): {CODE}_PORT,
    // else its config's localPort. A production API never trusts http://127.0.0.1 pages with credentials.
    portalOrigins: Object.fromEntries(
      portals.flatMap((portal) =>
        !devHttp || (portal.config.localPort === undefined && env[`${portal.code}_PORT`] === undefined)
          ? []
          : [[portal.code, localOrigins(port(env[`${portal.code}_PORT`], portal.config.localPort ?? 0, `${portal.code}_PORT`))]],
      ),
    ),
    rateLimit: { max: rateLimitMax, loginMax: loginRateLimitMax, timeWindow: env.RATE_LIMIT_WINDOW?.trim() || '1 minute' },
    logger: { level: env.LOG_LEVEL?.trim() || 'info' },
    ...(env.NEWSLETTER_SERVICE?.trim() ? { newsletterService: env.NEWSLETTER_SERVICE.trim() } : {}),
    // The share-count token stays here, in the API's environment: never in a portal file (docs/security.md).
    shareCount: { token: env.SHARE_COUNT_TOKEN?.trim() ?? '', upstream: shareUpstreamFromEnv(env.SHARE_COUNT_UPSTREAM), budgetPerMinute: shareCountBudget },
    serverSecret: serverSecret.secret,
    leadLimits,
  })
  if (serverSecret.generated) {
    app.log[devHttp ? 'info' : 'warn'](
      'SERVER_SECRET is not set: a secret made for this process keys the failed-login counters and the lead limits, which start afresh at each restart (set it in production)',
    )
  }

  let stopping = false
  const stop = (signal: string) => {
    // A second signal means "now": the first one is already closing things in order.
    if (stopping) process.exit(1)
    stopping = true
    app.log.info({ signal }, 'stopping')
    app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        },
      )
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  try {
    await app.listen({ port: apiPort, host })
  } catch (error) {
    await db.close()
    throw error
  }
  const address = app.server.address()
  const actualPort = typeof address === 'object' && address !== null ? address.port : apiPort
  const shownHost = host.includes(':') ? `[${host}]` : host
  console.log(`Lead API listening on http://${shownHost}:${actualPort} (${describeDb(dbConfig)})`)
  // Started by a local tool (npm start, npm run dev, the audit, the benches: scripts/servers/apiProcess.ts)
  // with EXIT_WITH_PARENT=1, its standard input is a pipe from that tool. The pipe closes when the tool
  // ends, however it ends (killed included): the API stops with it and leaves no process holding the database.
  if (env.EXIT_WITH_PARENT === '1') {
    process.stdin.once('end', () => stop('parent gone'))
    process.stdin.once('error', () => stop('parent gone'))
    process.stdin.resume()
  }
}

main().catch((error: unknown) => {
  console.error(`The lead API could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
