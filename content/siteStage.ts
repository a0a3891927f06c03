import type { Plugin } from 'vite'

/**
 * Which partner hosts a build links (docs/requirements/operations.md#production-and-staging-builds):
 * a production build (the default, `npm run build`) links the partners' live white-label hosts, a
 * staging build (`npm run build -- --staging`, or SITE_STAGE=staging) their test hosts. A setting of the
 * build, not of a portal file: no edit of data/ can make a production site link a test host.
 */
export type SiteStage = 'production' | 'staging'

export function siteStage(env: NodeJS.ProcessEnv = process.env): SiteStage {
  const value = env.SITE_STAGE?.trim() || 'production'
  if (value !== 'production' && value !== 'staging') throw new Error(`SITE_STAGE=${value}: expected production or staging`)
  return value
}

/** A portal config as the build uses it: the file's fields and `live` from the build's stage. */
export function withStage<T extends object>(config: T, stage: SiteStage = siteStage()): Omit<T, 'live'> & { live: boolean } {
  return { ...config, live: stage === 'production' }
}

/** The same for the portal config that vite bundles ('#portal-config'): `live` from the build's stage. */
export function siteStagePlugin(configFile: string): Plugin {
  return {
    name: 'site-stage',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== configFile) return null
      return { code: JSON.stringify(withStage(JSON.parse(code) as object)), map: null }
    },
  }
}
