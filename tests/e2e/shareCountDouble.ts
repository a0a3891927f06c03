import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// The share-count token of the e2e runs (docs/security.md "Share counts"): configured for the lead
// API, and set in the environment of the build too (tests/e2e/globalSetup.ts), so that the built
// pages can be searched for it (tests/e2e/shareCount.test.ts). It must never be found there.
export const E2E_SHARE_TOKEN = 'e2e-app|share-token-5b1f3c9a7d'

/** The count the Graph API double answers for every page (shown abbreviated: 4.3k). */
export const E2E_SHARE_COUNT = 4321

/** A Graph API double on 127.0.0.1: the count for a request that carries the token, HTTP 400 for any other. */
export async function startGraphDouble(): Promise<string> {
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams
    if (query.get('access_token') !== E2E_SHARE_TOKEN) return void response.writeHead(400).end('{"error":{"message":"Invalid OAuth access token"}}')
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ engagement: { share_count: E2E_SHARE_COUNT }, id: query.get('id') }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // The worker's lifetime: it ends with the test run.
  server.unref()
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}
