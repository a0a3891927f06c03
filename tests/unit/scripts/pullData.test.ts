import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadSnapshot, readSnapshotFiles } from '../../../content/snapshot'
import { printable, retryAfterMs } from '../../../scripts/pipeline/apiClient'
import { pullData, PullError, runPullDataCli } from '../../../scripts/pipeline/pullData'
import { startFakeApi, type Answer, type FakeApi } from '../../../scripts/servers/fakeLookupApi'
import liveCard from '../../fixtures/contract/ecm-product-card.json'

type Files = Record<string, unknown>

let snapshotFiles: Files
let work: string
let dataDir: string
let api: FakeApi | undefined

beforeAll(async () => {
  const read = await readSnapshotFiles('data')
  snapshotFiles = Object.fromEntries(Object.entries(read.files).filter(([file]) => !file.startsWith('portals/')))
})

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'pull-data-'))
  dataDir = path.join(work, 'data')
  await cp('data', dataDir, { recursive: true })
})

afterEach(async () => {
  await api?.close()
  api = undefined
  await rm(work, { recursive: true, force: true })
})

/** Every file under a folder with the hash of its bytes. */
async function fingerprint(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {}
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    result[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
  }
  return result
}

async function serve(mutate?: (files: Files) => void, answer?: (url: URL) => Answer | undefined): Promise<string> {
  const files = structuredClone(snapshotFiles)
  mutate?.(files)
  api = await startFakeApi(files, answer)
  return api.url
}

async function pullFails(url: string, options: { timeoutMs?: number; maxAnswerBytes?: number; fetch?: typeof fetch } = {}): Promise<string> {
  const before = await fingerprint(dataDir)
  const lines: string[] = []
  const error: unknown = await pullData({ api: url, dataDir, log: (line) => lines.push(line), ...options }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(PullError)
  // On any failure the old snapshot is untouched, byte for byte, and no staging folder is left.
  expect(await fingerprint(dataDir)).toEqual(before)
  expect((await readdir(work)).sort()).toEqual(['data'])
  expect((error as PullError).message).toMatch(/The snapshot in .*\/ was left unchanged\.$/)
  return (error as PullError).message
}

// A full pull makes about 900 requests: the describes below give it room on a busy shared machine.
describe('pullData with good answers', { timeout: 20_000 }, () => {
  it('writes exactly the committed snapshot when the API serves it, with progress per step', async () => {
    const url = await serve()
    const lines: string[] = []
    const result = await pullData({ api: url, dataDir, log: (line) => lines.push(line) })
    // The committed snapshot was written by the same formatter, so a round trip changes no byte.
    expect(await fingerprint(path.join(dataDir, 'lookups'))).toEqual(await fingerprint('data/lookups'))
    expect(await fingerprint(path.join(dataDir, 'products'))).toEqual(await fingerprint('data/products'))
    // 4 lookup files and 9 vertical files per portal (data/portals/*.json).
    expect(result.files).toHaveLength(26)
    // Counts from data/reference/README.md: 102 PH provinces, 1,642 cities; 38 ID provinces, 514 regencies.
    expect(lines).toContain('[ecm] provinces … 102 ✓')
    expect(lines).toContain('[ecm] regions … 1642 in 102 provinces ✓')
    expect(lines).toContain('[ckj] provinces … 38 ✓')
    expect(lines).toContain('[ckj] regions … 514 in 38 provinces ✓')
    expect(lines.slice(-2)).toEqual(['checking … ✓', 'writing … 26 files ✓'])
    // docs/requirements/wire-contract.md#lookup-calls: every lookup call names its portal.
    expect(api?.requests.every((request) => /[?&]portal=(ECM|CKJ)(&|$)/.test(request))).toBe(true)
  })

  // A card as the products endpoint sends it with its provider's logo (tests/fixtures/contract/ecm-product-card.json;
  // docs/data.md, "Provider marks"): the pull writes the logoUrl into the card, in the schema's order.
  it('maps the logo of a card (logoUrl) into its product file when its host is one of the portal imageHosts', async () => {
    const configFile = path.join(dataDir, 'portals/ecm.json')
    const config = JSON.parse(await readFile(configFile, 'utf8')) as Record<string, unknown>
    await writeFile(configFile, JSON.stringify({ ...config, imageHosts: [new URL(liveCard.logoUrl).hostname] }))
    const url = await serve((files) => {
      ;(files['products/ecm/credit-cards.json'] as unknown[])[0] = liveCard
    })
    await pullData({ api: url, dataDir, log: () => {} })
    const written = JSON.parse(await readFile(path.join(dataDir, 'products/ecm/credit-cards.json'), 'utf8')) as Array<Record<string, unknown>>
    expect(written[0]).toEqual(liveCard)
    expect(Object.keys(written[0]!).slice(0, 5)).toEqual(['id', 'slug', 'provider', 'logoUrl', 'name'])
    const snapshot = await loadSnapshot(dataDir)
    expect(snapshot.ecm!.products['credit-cards']?.[0]?.logoUrl).toBe('https://images.ecomparemo.com/providers/bpi.svg')
  })

  it('replaces changed files, removes files the API no longer has, and leaves a valid snapshot', async () => {
    await writeFile(path.join(dataDir, 'products/ecm/old-vertical.json'), '[]\n')
    const url = await serve((files) => {
      const cards = files['products/ckj/credit-cards.json'] as Array<Record<string, unknown>>
      cards[0]!.name = 'Everyday Card Baru'
      const provinces = files['lookups/ecm/provinces.json'] as Array<Record<string, unknown>>
      provinces[0]!.DisplayedName = 'Abra Province'
    })
    await pullData({ api: url, dataDir, log: () => {} })
    const snapshot = await loadSnapshot(dataDir)
    expect(snapshot.ckj!.products['credit-cards']?.[0]?.name).toBe('Everyday Card Baru')
    expect(snapshot.ecm!.lookups.provinces[0]?.DisplayedName).toBe('Abra Province')
    await expect(readFile(path.join(dataDir, 'products/ecm/old-vertical.json'))).rejects.toThrow(/ENOENT/)
    expect((await readdir(work)).sort()).toEqual(['data'])
  })
})

describe('pullData under a rate limit', { timeout: 20_000 }, () => {
  it('waits as Retry-After says and goes on', async () => {
    let limited = 0
    const url = await serve(undefined, (request) => {
      if (request.pathname !== '/lookups/getregion' || limited >= 3) return undefined
      limited += 1
      return { status: 429, body: '{"message":"slow down"}', headers: { 'retry-after': '0' } }
    })
    const lines: string[] = []
    await pullData({ api: url, dataDir, log: (line) => lines.push(line) })
    expect(lines).toContain('  the API answered 429: waiting 0 s before going on …')
    expect(lines).toContain('[ecm] regions … 1642 in 102 provinces ✓')
    expect(await fingerprint(path.join(dataDir, 'lookups'))).toEqual(await fingerprint('data/lookups'))
  })

  it('gives up after 4 retries of the same request', async () => {
    const url = await serve(undefined, (request) =>
      request.pathname === '/lookups/getprovince' ? { status: 429, body: '{}', headers: { 'retry-after': '0' } } : undefined,
    )
    const message = await pullFails(url)
    expect(message).toContain(`GET ${url}/lookups/getprovince?portal=ECM answered HTTP 429 Too Many Requests.`)
    // 1 try + 4 retries
    expect(api?.requests.filter((request) => request.startsWith('/lookups/getprovince'))).toHaveLength(5)
  })

  it.each([
    // RFC 9110 §10.2.3: Retry-After is a number of seconds or an HTTP date
    ['30', 0, 30_000],
    ['0', 0, 0],
    ['Sun, 01 Nov 2026 08:00:10 GMT', 0, 10_000],
    // without the header: 1, 2, 4, 8 s
    [null, 0, 1000],
    [null, 3, 8000],
    ['soon', 1, 2000],
    // never longer than 2 minutes
    ['3600', 0, 120_000],
  ])('Retry-After %s on retry %i waits %i ms', (header, attempt, ms) => {
    expect(retryAfterMs(header, attempt, Date.UTC(2026, 10, 1, 8, 0, 0))).toBe(ms)
  })
})

describe('pullData with broken answers leaves the old snapshot untouched', { timeout: 20_000 }, () => {
  it('HTTP status', async () => {
    const url = await serve(undefined, (request) =>
      request.pathname === '/lookups/getregion' && request.searchParams.get('ProvinceId') === '1300000000'
        ? { status: 500, body: '{"message":"boom"}' }
        : undefined,
    )
    const message = await pullFails(url)
    expect(message).toContain(`GET ${url}/lookups/getregion?ProvinceId=1300000000&portal=ECM answered HTTP 500 Internal Server Error.`)
  })

  it('invalid JSON', async () => {
    const url = await serve(undefined, (request) =>
      request.pathname === '/lookups/getmotvehiclemanufacturer' && request.searchParams.get('portal') === 'CKJ'
        ? { status: 200, body: '[{"VehicleManufacturerId": 1,' }
        : undefined,
    )
    const message = await pullFails(url)
    expect(message).toContain(`GET ${url}/lookups/getmotvehiclemanufacturer?portal=CKJ answered with invalid JSON: a syntax error at line 1, column 30`)
  })

  it('a record that breaks the schema', async () => {
    const url = await serve((files) => {
      ;(files['products/ecm/credit-cards.json'] as Array<Record<string, unknown>>)[2]!.annualFee = 'abc'
    })
    const message = await pullFails(url)
    // The fake API lists the files by name: 16 accident-insurance, 16 car-insurance and 16 car-loans
    // cards come first, so the third credit card is record 51 of its answer.
    expect(message).toContain(`${url}/api/products?portal=ECM › products › record 51 (id 1203) › annualFee: expected an amount ≥ 0, got "abc"`)
  })

  it('a problem across files (too few cards in a vertical)', async () => {
    const url = await serve((files) => {
      files['products/ckj/deposits.json'] = (files['products/ckj/deposits.json'] as unknown[]).slice(0, 14)
    })
    const message = await pullFails(url)
    expect(message).toContain('products/ckj/deposits.json (as pulled) › expected at least 15 product cards (minCardsPerVertical of CKJ), got 14')
  })

  it('a logo on a host the portal does not allow (imageHosts of its config)', async () => {
    const url = await serve((files) => {
      ;(files['products/ecm/credit-cards.json'] as unknown[])[0] = liveCard
    })
    const message = await pullFails(url)
    expect(message).toContain(
      'products/ecm/credit-cards.json (as pulled) › record 1 (id 1201) › logoUrl: expected an address on an image host of ECM (imageHosts of data/portals/ecm.json: none listed), got "https://images.ecomparemo.com/providers/bpi.svg"',
    )
  })

  it('a card of a vertical the portal does not offer', async () => {
    const url = await serve((files) => {
      ;(files['products/ecm/deposits.json'] as Array<Record<string, unknown>>)[0]!.verticalId = 10
    })
    const message = await pullFails(url)
    expect(message).toContain(`${url}/api/products?portal=ECM › record `)
    expect(message).toContain('› verticalId: expected a vertical of ECM: 2, 1, 6, 7, 4, 5, 3, 8, 9, got 10')
  })

  it('no answer in time', async () => {
    // The first call hangs, so no other call has to beat the short time limit on a busy machine.
    const url = await serve(undefined, (request) => (request.pathname === '/lookups/getprovince' ? 'hang' : undefined))
    const message = await pullFails(url, { timeoutMs: 500 })
    expect(message).toContain(`GET ${url}/lookups/getprovince?portal=ECM failed: no answer within 0.5 s.`)
  })

  it('no answer in time, even when the request has lost its signal', async () => {
    // Node 20's fetch can lose the signal it follows after a garbage collection (nodejs/undici#4068):
    // a request that never settles and ignores its signal still fails at the time limit.
    const url = await serve()
    const before = await fingerprint(dataDir)
    const started = Date.now()
    const error: unknown = await pullData({ api: url, dataDir, log: () => {}, timeoutMs: 300, fetch: () => new Promise<Response>(() => {}) }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(PullError)
    expect((error as PullError).message).toContain(`GET ${url}/lookups/getprovince?portal=ECM failed: no answer within 0.3 s.`)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(await fingerprint(dataDir)).toEqual(before)
  })

  it('connection refused', async () => {
    const closed = await startFakeApi({})
    await closed.close()
    const message = await pullFails(closed.url)
    expect(message).toContain(`GET ${closed.url}/lookups/getprovince?portal=ECM failed: connection refused (is the API running at that address?).`)
  })
})

// docs/data.md "Refreshing from the live API": https only (plain http only on loopback), no redirect
// followed, a cap on each answer's bytes, and nothing a server sent reaches the terminal raw.
describe('pullData talks to the API it was given, and only so much', { timeout: 20_000 }, () => {
  const noFetch = (asked: string[]) =>
    (async (url: string | URL | Request) => {
      asked.push(String(url))
      throw new TypeError('fetch failed')
    }) as typeof fetch

  it.each([
    ['plain http to another host', 'http://api.example.com'],
    ['plain http to an address of the network', 'http://192.0.2.10:4300'],
    ['another scheme', 'ftp://api.example.com'],
    ['a file', 'file:///etc/passwd'],
  ])('%s is refused before anything is fetched', async (_name, address) => {
    const asked: string[] = []
    const error: unknown = await pullData({ api: address, dataDir, log: () => {}, fetch: noFetch(asked) }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PullError)
    expect((error as PullError).message).toBe(
      `--api must be an https address (plain http only on 127.0.0.1, localhost or [::1]), got ${JSON.stringify(address)}. Nothing was fetched.`,
    )
    expect(asked).toEqual([])
  })

  it.each(['https://api.example.com', 'http://localhost:4300', 'http://127.0.0.1:4300', 'http://[::1]:4300/base/'])('%s is asked', async (address) => {
    const asked: string[] = []
    const message = await pullFails(address, { fetch: noFetch(asked) })
    expect(message).toContain('failed: fetch failed.')
    expect(asked[0]).toBe(`${address.replace(/\/$/, '')}/lookups/getprovince?portal=ECM`)
  })

  it('credentials in the address are refused (they would be sent to every path)', async () => {
    const error: unknown = await pullData({ api: 'https://user:secret@api.example.com', dataDir, log: () => {} }).catch((caught: unknown) => caught)
    expect((error as PullError).message).toContain('without credentials, query or fragment')
  })

  it.each([
    ['another host', 'https://evil.example/lookups/getprovince?portal=ECM'],
    ['the same host', '/lookups/getprovince?portal=ECM&again=1'],
  ])('a redirect to %s is not followed: the pull stops, naming it', async (_name, location) => {
    const url = await serve(undefined, (request) =>
      request.pathname === '/lookups/getprovince' && !request.searchParams.has('again') ? { status: 302, body: '', headers: { location } } : undefined,
    )
    const message = await pullFails(url)
    expect(message).toContain(
      `GET ${url}/lookups/getprovince?portal=ECM answered HTTP 302, a redirect to ${JSON.stringify(location)}: data:pull follows no redirect (give --api the address the API answers on).`,
    )
    expect(api?.requests).toEqual(['/lookups/getprovince?portal=ECM'])
  })

  it('an answer over the byte cap (by its Content-Length) stops the pull, naming the address', async () => {
    const url = await serve(undefined, (request) =>
      request.pathname === '/lookups/getprovince' ? { status: 200, body: `[${' '.repeat(70_000)}]` } : undefined,
    )
    const message = await pullFails(url, { maxAnswerBytes: 64 * 1024 })
    expect(message).toContain(
      `GET ${url}/lookups/getprovince?portal=ECM answered more than 0.063 MiB, the most data:pull reads of one answer (--max-answer-mib).`,
    )
  })

  it('an answer without a length that never ends stops at the cap', async () => {
    let sent = 0
    const endless = (async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            sent += 16_384
            controller.enqueue(new Uint8Array(16_384).fill(0x20))
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      )) as unknown as typeof fetch
    const message = await pullFails('https://api.example.com', { maxAnswerBytes: 2 ** 20, fetch: endless })
    expect(message).toContain('GET https://api.example.com/lookups/getprovince?portal=ECM answered more than 1 MiB')
    expect(sent).toBeLessThan(2 * 2 ** 20)
  })

  it('what the server sent is escaped in the messages: a reason phrase, a value that fails a check', async () => {
    const reason = (async () => new Response('{}', { status: 500, statusText: 'Boom \u009b2J' })) as unknown as typeof fetch
    const status = await pullFails('https://api.example.com', { fetch: reason })
    expect(status).toContain('answered HTTP 500 Boom \\u009b2J.')
    expect(status).not.toContain('\u009b')
    const url = await serve((files) => {
      ;(files['products/ecm/credit-cards.json'] as Array<Record<string, unknown>>)[2]!.annualFee = '\u001b]8;;https://evil.example\u0007click\u001b[2J\u202e'
    })
    const value = await pullFails(url)
    expect(value).toContain('annualFee: expected an amount ≥ 0, got "\\u001b]8;;https://evil.example\\u0007click\\u001b[2J\\u202e"')
    // eslint-disable-next-line no-control-regex -- the controls are what must not be there
    expect(value).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/)
  })

  it('printable writes every control character as its escape and leaves the rest', () => {
    expect(printable('a\u001b[31mb\nc\td\u0085e\u2028f\u202eg ü €')).toBe('a\\u001b[31mb\\nc\\td\\u0085e\\u2028f\\u202eg ü €')
  })
})

describe('the data:pull command', () => {
  it('exits 2 with its usage when --api is missing', async () => {
    const errors: unknown[] = []
    expect(
      await runPullDataCli(
        [],
        () => {},
        (line) => errors.push(line),
      ),
    ).toBe(2)
    expect(errors).toEqual(['Usage: npm run data:pull -- --api URL [--data-dir DIR] [--timeout SECONDS] [--max-answer-mib MIB]'])
  })

  it('exits non-zero with a clear message when the API cannot be reached', async () => {
    const closed = await startFakeApi({})
    await closed.close()
    const before = await fingerprint(dataDir)
    const run = promisify(execFile)
    const error = (await run(process.execPath, ['--import', 'tsx', 'scripts/pipeline/pullData.ts', '--api', closed.url, '--data-dir', dataDir]).catch(
      (caught: unknown) => caught,
    )) as {
      code: number
      stderr: string
    }
    expect(error.code).toBe(1)
    expect(error.stderr).toContain('data:pull failed: GET ')
    expect(error.stderr).toContain('connection refused')
    expect(await fingerprint(dataDir)).toEqual(before)
  }, 30_000)
})
