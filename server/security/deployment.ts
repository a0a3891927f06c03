// What server/main.ts checks of its settings before it starts (docs/security.md, "Operator settings").

const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/i

/** Whether HOST keeps the API on this machine (an address of 127.0.0.0/8, ::1 or localhost). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOST.test(host.replace(/^\[(.*)\]$/, '$1'))
}

/**
 * Refuses a configuration that would run insecurely (docs/security.md, "Operator settings"): an API
 * reachable from other machines must sit behind a proxy named in TRUST_PROXY (TLS, the client's address),
 * and DEV_HTTP is for loopback only.
 */
export function checkDeployment(host: string, trustProxy: false | string, devHttp: boolean): void {
  if (isLoopbackHost(host)) return
  if (trustProxy === false) {
    throw new Error(
      `HOST=${host} listens beyond this machine: set TRUST_PROXY to the TLS proxy or CDN in front of the API (its addresses or CIDRs), or listen on 127.0.0.1`,
    )
  }
  if (devHttp) throw new Error(`DEV_HTTP=1 is for development on loopback only, not with HOST=${host}`)
}

/**
 * Whether the API runs as in production, where SERVER_SECRET must be set (docs/security.md, "What an
 * operator must set in production"): it listens beyond this machine, or NODE_ENV says production.
 */
export function isProduction(host: string, nodeEnv: string | undefined): boolean {
  return !isLoopbackHost(host) || nodeEnv?.trim() === 'production'
}
