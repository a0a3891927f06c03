// The emulated phone of the filter benchmark (docs/benchmarks.md, "Filtering on a phone"): the CPU four
// times slower, 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up (Lighthouse's "slow 4G"), and
// what the page fetches over it, counted from the Chromium DevTools protocol as the bytes on the wire.
import type { CDPSession } from 'playwright-core'

export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  viewport: { width: 412, height: 823 },
} as const

/** Slows the page's CPU and network down to the phone's. */
export async function emulatePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
}

/** One response as fetched: its address and the bytes it took on the wire (headers and body as served, gzip or not). */
export interface Fetched {
  url: string
  bytes: number
}

/** Records every response the page finishes loading from now on. */
export function recordFetches(cdp: CDPSession): { all: () => Fetched[] } {
  const urls = new Map<string, string>()
  const done: Fetched[] = []
  cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url))
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId)
    if (url !== undefined) done.push({ url, bytes: event.encodedDataLength })
  })
  return { all: () => [...done] }
}
