/**
 * The paths of a portal's own domain that belong to the lead API, not to the static site
 * (docs/requirements/operations.md#deploying): the one list that the build (Cloudflare's `_routes.json`
 * and worker, Netlify's proxy rules), `npm start`'s and `npm run dev`'s servers, the docs' test and the
 * e2e tests read. A prefix ending in '/' covers the path without it too ('/api' and '/api/...').
 * `/lookups/*.json` are static files of the site (the pickers read them); only `/lookups/get...` is the API's.
 */
export const API_PREFIXES = ['/Account/', '/api/', '/extern/', '/externalredirect', '/get/', '/lookups/get', '/sendy/'] as const

/** Whether a request path goes to the lead API. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))
}

/**
 * The same list as route patterns of the CDNs' syntax ('/api/*', '/externalredirect', '/lookups/get*'):
 * a prefix ending in '/' gives the bare path and the path with anything after it.
 */
export function apiRoutePatterns(): string[] {
  return API_PREFIXES.flatMap((prefix) => (prefix.endsWith('/') ? [prefix.slice(0, -1), `${prefix}*`] : [prefix, `${prefix}*`]))
}
