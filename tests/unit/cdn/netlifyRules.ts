import { createRequire } from 'node:module'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'

// Netlify's own code, as netlify-cli 26.2.0 runs it in `netlify dev`: @netlify/redirect-parser reads
// _redirects, netlify-redirector (Netlify's C++ matcher, as WASM) picks the rule for a request, and
// @netlify/headers-parser reads _headers. Nothing here is our reading of Netlify's documentation.
const require = createRequire(import.meta.url)
const redirector = require('netlify-redirector') as {
  parseJSON(json: string, options: object): Promise<{ match(request: object): NetlifyMatch | null }>
}

export interface NetlifyMatch {
  to: string
  status: number
  force: boolean
  proxy?: boolean
}

export interface NetlifyRules {
  /** The rule Netlify applies to a GET of `path` with `query` (no '?'), or null. */
  match(path: string, query: string): NetlifyMatch | null
  /** What Netlify's parser refused. */
  errors: string[]
}

function withFile<T>(name: string, text: string, read: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'netlify-'))
  const file = join(dir, name)
  writeFileSync(file, text)
  return read(file).finally(() => rmSync(dir, { recursive: true, force: true }))
}

/** Netlify's matcher over a `_redirects` file's text. */
export async function netlifyRules(text: string): Promise<NetlifyRules> {
  const { redirects, errors } = await withFile('_redirects', text, (file) => parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false }))
  // The shape netlify-redirector takes (netlify-cli's utils/redirects.js: `from` is `origin`, `query` is `params`).
  const rules = (redirects as Record<string, unknown>[]).map(({ from, query, conditions, ...rest }) => ({
    ...rest,
    origin: from,
    params: query,
    conditions: conditions ?? {},
  }))
  const matcher = await redirector.parseJSON(JSON.stringify(rules), {})
  return {
    errors: (errors as { message: string }[]).map((error) => error.message),
    match(path, query) {
      return matcher.match({
        scheme: 'https',
        host: 'www.example.com',
        path: decodeURIComponent(path),
        query,
        headers: {},
        cookieValues: {},
        getHeader: () => '',
        getCookie: () => '',
      })
    },
  }
}

/** Netlify's reading of a `_headers` file: its rules (path pattern and headers) and what it refused. */
export async function netlifyHeaders(text: string): Promise<{ headers: { for: string; values: Record<string, string> }[]; errors: string[] }> {
  const { headers, errors } = await withFile('_headers', text, (file) => parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false }))
  return { headers: headers as { for: string; values: Record<string, string> }[], errors: (errors as { message: string }[]).map((error) => error.message) }
}
