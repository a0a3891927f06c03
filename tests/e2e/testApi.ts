import type { PortalKey } from './harness'

export interface TestApi {
  origin: string
}

/** Starts the real lead API for the browser tests (filled in with the lead API issue). */
export async function startTestApi(port: number, _origins: Record<PortalKey, string>): Promise<TestApi> {
  return { origin: `http://127.0.0.1:${port}` }
}
