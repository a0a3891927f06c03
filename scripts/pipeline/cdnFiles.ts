import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSync } from 'esbuild'
import { apiRoutePatterns, API_PREFIXES } from '../../domain/apiPaths'
import { netlifyFacetRules, type FacetList } from '../../domain/products/facets'
import { NOT_SERVED } from '../../cdn/worker'
import { fileURLToPath } from 'node:url'

/**
 * What each CDN needs in `dist/<portal>` to route the site (docs/decisions/051-the-site-routes-itself-on-the-cdn.md):
 * Cloudflare Pages runs `_worker.js` (cdn/worker.ts, bundled) on the paths of `_routes.json`; Netlify
 * reads `_redirects`. Both are written from the same lists: the lead API's paths (domain/apiPaths.ts),
 * the facet table (`_facets.json`) and the files that are never served.
 */

let workerSource: string | null = null

/** cdn/worker.ts bundled as one ES module, as Cloudflare Pages' advanced mode runs it (bundled once a process). */
export function workerScript(): string {
  if (workerSource === null) {
    const result = buildSync({
      entryPoints: [fileURLToPath(new URL('../../cdn/worker.ts', import.meta.url))],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      write: false,
      legalComments: 'none',
      banner: { js: '// Built from cdn/worker.ts by npm run build (docs/decisions/051-the-site-routes-itself-on-the-cdn.md). Do not edit.' },
    })
    workerSource = result.outputFiles[0]!.text
  }
  return workerSource
}

/** Cloudflare's `_routes.json`: the worker runs only on these paths (at most 100 rules, each at most 100 characters). */
export function routesJson(lists: readonly FacetList[]): string {
  const include = [...apiRoutePatterns(), ...lists.map((list) => list.path), ...NOT_SERVED.flatMap((path) => [path, `${path}/`])]
  if (include.length > 100) throw new Error(`_routes.json: ${include.length} rules, over Cloudflare's limit of 100`)
  const long = include.find((rule) => rule.length > 100)
  if (long) throw new Error(`_routes.json: the rule ${long} is over Cloudflare's limit of 100 characters`)
  return `${JSON.stringify({ version: 1, description: 'The lead API, the list pages (facet redirects) and the files never served: cdn/worker.ts', include, exclude: [] }, null, 2)}\n`
}

/**
 * Netlify's `_redirects`: the lead API's paths proxied to `apiOrigin` (forced; Netlify's rules cannot
 * read a variable of the deployment, so the build writes the origin in; without it no proxy rule is
 * written and the build says so), the files never served as 404, the facet rules. Cloudflare Pages
 * runs its worker for all of these and ignores the lines it cannot read (docs/operations.md).
 */
export function redirectsFile(lists: readonly FacetList[], apiOrigin: string | null): string {
  const lines = ['# Netlify (docs/requirements/operations.md#deploying). On Cloudflare Pages _worker.js does all of this.']
  if (apiOrigin !== null) {
    lines.push('# The lead API, on the portal domain (its cookie stays first-party).')
    for (const prefix of API_PREFIXES) {
      if (prefix.endsWith('/')) {
        lines.push(`${prefix.slice(0, -1)} ${apiOrigin}${prefix.slice(0, -1)} 200!`, `${prefix}* ${apiOrigin}${prefix}:splat 200!`)
      } else lines.push(`${prefix} ${apiOrigin}${prefix} 200!`, `${prefix}* ${apiOrigin}${prefix}:splat 200!`)
    }
  } else lines.push('# No LEAD_API_ORIGIN was set for this build: the lead API is not routed on Netlify.')
  lines.push('# Files of the build that are not pages.')
  for (const path of NOT_SERVED) lines.push(`${path} /404.html 404!`, `${path}/ /404.html 404!`)
  lines.push('# The filter form without JavaScript (docs/decisions/013-facet-pages.md, 051).')
  lines.push(...netlifyFacetRules(lists))
  return `${lines.join('\n')}\n`
}

/** The lead API's origin for the Netlify rules, from LEAD_API_ORIGIN: an https origin (http only on loopback); null when unset. */
export function buildApiOrigin(setting: string | undefined): string | null {
  const text = setting?.trim() ?? ''
  if (text === '') return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(`LEAD_API_ORIGIN=${text} is not an address: give the lead API's origin, e.g. https://api.example.com`)
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`LEAD_API_ORIGIN=${text}: the lead API must be reached over https (plain http only on loopback)`)
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '')
    throw new Error(`LEAD_API_ORIGIN=${text}: give an origin only (scheme, host, port), no path`)
  return url.origin
}

/** Writes the CDN files of one portal's site from its facet table. */
export function writeCdnFiles(siteDir: string, lists: readonly FacetList[], apiOrigin: string | null): void {
  writeFileSync(join(siteDir, '_facets.json'), `${JSON.stringify(lists)}\n`)
  writeFileSync(join(siteDir, '_redirects'), redirectsFile(lists, apiOrigin))
  writeFileSync(join(siteDir, '_routes.json'), routesJson(lists))
  writeFileSync(join(siteDir, '_worker.js'), workerScript())
}
