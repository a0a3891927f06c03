// npm run bench:api: the lead API under load, through a crash, and under hostile input, on loopback only.
//   (a) 5,000 valid leads at concurrency 50, plus 5% resent duplicates: every lead stored exactly once.
//   (b) kill -9 the server in the middle of a load, restart it: every lead that got a 2xx is stored.
//   (c) 1,000 malformed or hostile requests: all 4xx, never 5xx, and the server still answers.
// Options: --leads N (5000) --concurrency N (50) --hostile N (1000). DATABASE_URL runs it on PostgreSQL
// (the leads it writes stay there); otherwise each run uses a temporary PGlite folder, removed afterwards.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import fc from 'fast-check'
import { chooseConsent } from '../../domain/consent/chooseConsent'
import { EMPTY_UTM } from '../../domain/campaign/utm'
import { buildLeadPayload } from '../../domain/leads/leadPayload'
import { loadConsents } from '../../server/consents'
import { dbConfigFromEnv, openDb, type DbConfig } from '../../server/db/openDb'
import { loadSnapshot } from '../../content/snapshot'

const LEAD_PATH = '/api/CallSchedules/AddCallSchedule'
const REQUEST_TIMEOUT_MS = 15_000
const PHASE_TIMEOUT_MS = 5 * 60_000
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

interface Check {
  phase: string
  check: string
  ok: boolean
  detail: string
}
const checks: Check[] = []
function record(phase: string, check: string, ok: boolean, detail: string): void {
  checks.push({ phase, check, ok, detail })
}

// ---------------------------------------------------------------- the server as a child process

interface Server {
  origin: string
  child: ChildProcess
  log: () => string
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'main.ts')], {
    env: {
      ...process.env,
      API_PORT: '0',
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: '1000000',
      LEAD_LIMIT_PER_ADDRESS: '1000000',
      LEAD_LIMIT_PER_MOBILE: '1000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`The lead API did not start within 90 s:\n${output.slice(-2000)}`))
    }, 90_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Lead API listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({ origin: match[1], child, log: () => output })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The lead API exited (${code}) before listening:\n${output.slice(-2000)}`))
    })
  })
}

function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve()
    server.child.once('exit', () => resolve())
    server.child.kill(signal)
  })
}

// ---------------------------------------------------------------- requests

const snapshot = await loadSnapshot('data')
const consents = loadConsents()
const benchPortals = Object.values(snapshot).map((item) => item.portal)

/** Letters only (the name rule), different for every index. */
function nameFor(index: number): string {
  let text = ''
  let rest = index
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text
    rest = Math.floor(rest / 26)
  } while (rest > 0)
  return `Bench ${text}`
}

function validLead(index: number, key: string = randomUUID()): Record<string, string> {
  // The portals take turns; each lead's mobile number is valid on its portal (mobile).
  const portal = benchPortals[index % benchPortals.length]!
  const code = portal.code
  return buildLeadPayload(
    {
      verticalId: 2,
      firstName: nameFor(index),
      lastName: 'Load',
      gender: 'male',
      mobilePhoneNumber: portal.mobile.startsWith.padEnd(portal.mobile.minDigits, '1'),
      email: `bench.${index}@example.com`,
    },
    {
      portal,
      utm: EMPTY_UTM,
      ipAddress: null,
      formUrl: `${portal.siteOrigin}/credit-cards`,
      idempotencyKey: key,
      consentVersion: chooseConsent(consents[code]!, 2).version,
      now: new Date(),
    },
  )
}

interface Outcome {
  status: number
  ms: number
  body: string
}

async function send(origin: string, path: string, init: RequestInit = {}): Promise<Outcome> {
  const start = performance.now()
  try {
    const response = await fetch(`${origin}${path}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    const body = await response.text()
    return { status: response.status, ms: performance.now() - start, body }
  } catch (error) {
    // 0: no answer at all (connection refused or reset, timeout).
    return { status: 0, ms: performance.now() - start, body: String(error) }
  }
}

/** Runs `count` tasks, `concurrency` at a time, until done or `deadline` (ms since epoch). */
async function pool(count: number, concurrency: number, deadline: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0
  async function worker(): Promise<void> {
    while (next < count && Date.now() < deadline) await task(next++)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

async function storedKeys(config: DbConfig, keys: string[]): Promise<Map<string, { id: string; n: number }>> {
  const db = await openDb(config)
  try {
    const found = new Map<string, { id: string; n: number }>()
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000)
      const { rows } = await db.query<{ key: string; id: string; n: number }>(
        "SELECT idempotency_key AS key, min(id)::text AS id, count(*)::int AS n FROM leads WHERE idempotency_key = ANY(string_to_array($1, ',')) GROUP BY idempotency_key",
        [batch.join(',')],
      )
      for (const row of rows) found.set(row.key, { id: row.id, n: row.n })
    }
    return found
  } finally {
    await db.close()
  }
}

// ---------------------------------------------------------------- (a) load

async function loadPhase(config: DbConfig, env: Record<string, string>, leads: number, concurrency: number): Promise<string> {
  const server = await startServer(env)
  const keys = Array.from({ length: leads }, () => randomUUID())
  const duplicates = Math.round(leads * 0.05)
  // Each duplicate is queued after its original, so some race it and some come once it is stored.
  const queue: number[] = keys.map((_, index) => index)
  for (let d = 0; d < duplicates; d += 1) {
    const original = Math.floor((d * leads) / duplicates)
    const at = Math.min(queue.length, queue.indexOf(original) + 1 + ((d * 7) % (concurrency * 2)))
    queue.splice(at, 0, original)
  }
  const answers = new Map<string, Set<string>>()
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let firstFailure = ''
  const started = performance.now()
  await pool(queue.length, concurrency, Date.now() + PHASE_TIMEOUT_MS, async (position) => {
    const index = queue[position] ?? 0
    const key = keys[index] ?? ''
    const outcome = await send(server.origin, LEAD_PATH, { method: 'POST', headers: FORM, body: new URLSearchParams(validLead(index, key)).toString() })
    latencies.push(outcome.ms)
    statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
    if (outcome.status !== 200 && firstFailure === '') firstFailure = `${outcome.status} ${outcome.body.slice(0, 200)}; server log: ${server.log().slice(-600)}`
    if (outcome.status === 200) {
      const set = answers.get(key) ?? new Set<string>()
      set.add((JSON.parse(outcome.body) as { leadId: string }).leadId)
      answers.set(key, set)
    }
  })
  const seconds = (performance.now() - started) / 1000
  await stopServer(server)
  const sorted = [...latencies].sort((a, b) => a - b)
  const sent = latencies.length
  const ok = statuses.get(200) ?? 0
  record(
    'a load',
    `${sent} posts (${leads} leads + ${duplicates} resent), concurrency ${concurrency}`,
    sent === queue.length && ok === sent,
    `200: ${ok}, other: ${sent - ok} ${JSON.stringify(Object.fromEntries(statuses))}${firstFailure ? `; first failure: ${firstFailure}` : ''}`,
  )
  const stored = await storedKeys(config, keys)
  const once = keys.filter((key) => stored.get(key)?.n === 1).length
  record('a load', 'every lead stored exactly once', once === leads && stored.size === leads, `${once} of ${leads} stored once`)
  const consistent = keys.filter((key) => {
    const ids = answers.get(key)
    return ids !== undefined && ids.size === 1 && ids.has(stored.get(key)?.id ?? '')
  }).length
  record('a load', 'duplicates got the first answer', consistent === leads, `${consistent} of ${leads} keys answered with one lead id, the stored one`)
  return `${(sent / seconds).toFixed(0)} requests/s, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ${seconds.toFixed(1)} s`
}

// ---------------------------------------------------------------- (b) crash

async function crashPhase(config: DbConfig, env: Record<string, string>): Promise<string> {
  const first = await startServer(env)
  const acknowledged: string[] = []
  let sent = 0
  let killed = false
  const killAfter = 400
  await pool(1500, 20, Date.now() + 60_000, async (index) => {
    if (killed) return
    const key = randomUUID()
    sent += 1
    const outcome = await send(first.origin, LEAD_PATH, { method: 'POST', headers: FORM, body: new URLSearchParams(validLead(index, key)).toString() })
    if (outcome.status >= 200 && outcome.status < 300) acknowledged.push(key)
    if (!killed && acknowledged.length >= killAfter) {
      killed = true
      // kill -9 while the other 19 workers still have posts in flight.
      first.child.kill('SIGKILL')
    }
  })
  await stopServer(first, 'SIGKILL')
  const second = await startServer(env)
  const health = await send(second.origin, '/healthz')
  record('b crash', 'restarts on the same data after kill -9', health.status === 200, `healthz ${health.status} ${health.body}`)
  await stopServer(second)
  const stored = await storedKeys(config, acknowledged)
  const missing = acknowledged.filter((key) => !stored.has(key)).length
  record(
    'b crash',
    'every lead answered 2xx is in the database',
    missing === 0 && acknowledged.length >= killAfter,
    `${acknowledged.length} acknowledged of ${sent} sent, ${missing} missing`,
  )
  return `killed after ${acknowledged.length} acknowledged leads (${sent} sent, the rest in flight)`
}

// ---------------------------------------------------------------- (c) hostile input

const SQL = "'; DROP TABLE leads; --"
const fuzz = fc.sample(fc.string({ unit: 'binary', maxLength: 400 }), 2000)

function hostileRequest(index: number): { path: string; init: RequestInit; label: string } {
  const lead = validLead(index)
  const fields = Object.keys(lead)
  const field = fields[index % fields.length] ?? 'FirstName'
  // A broken key makes every lead below invalid whatever the fuzzed field holds.
  const broken = { ...lead, IdempotencyKey: `not-a-uuid-${index}` }
  const form = (body: Record<string, string>, label: string) => ({
    path: LEAD_PATH,
    init: { method: 'POST', headers: FORM, body: new URLSearchParams(body).toString() },
    label,
  })
  const json = (body: string, label: string) => ({ path: LEAD_PATH, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body }, label })
  switch (index % 17) {
    case 12:
      return form({ ...lead, [field === 'Remarks' ? 'FirstName' : field]: `Ana\u0000${index}` }, 'NUL in a field')
    case 13:
      return json(
        `${JSON.stringify({ ...lead, utm_source: 'x' }).slice(0, -1)},"Extra":"\\ud800"}`.replace('"utm_source":"x"', '"utm_source":"g\\udc00"'),
        'lone surrogate',
      )
    case 14:
      // In a known field the nesting is a wrong type (400); in an unknown key it is dropped unread (200).
      return index % 2 === 0
        ? json(
            `${JSON.stringify({ ...lead, Remarks: undefined }).slice(0, -1)},"Remarks":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
            'Remarks nested 5,000 deep',
          )
        : json(`${JSON.stringify(lead).slice(0, -1)},"Nested":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`, DROPPED_NESTED)
    case 15:
      return form(
        { ...lead, StartDate: ['0000-01-01T00:00:00Z', '1970-01-01T00:00:00Z', '9999-12-31T00:00:00Z'][index % 3] ?? '', EndDate: '9999-12-31T00:00:00Z' },
        'call window in year 0000, 1970 or 9999',
      )
    case 16:
      return form({ ...validLead(index, REUSED_KEY), FirstName: `Other ${nameFor(index)}` }, 'reused key, other content')
    case 0:
      // An empty IdempotencyKey is a valid lead (the live contract sends none): fuzz the key only with text.
      return form(
        { ...broken, [field]: (field === 'IdempotencyKey' ? fuzz.filter((value) => value !== '') : fuzz)[index % fuzz.length] ?? 'x' },
        'fuzzed field',
      )
    case 1:
      return form(Object.fromEntries(fields.map((name) => [name, SQL])), 'SQL in every field')
    case 2:
      return form({ ...lead, FirstName: '<script>alert(1)</script>', LastName: '<img src=x onerror=alert(1)>' }, 'script in names')
    case 3:
      return {
        path: LEAD_PATH,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...lead, VerticalId: 2, FirstName: ['a'], Email: { $gt: '' }, IsMale: null }),
        },
        label: 'wrong types',
      }
    case 4:
      return {
        path: LEAD_PATH,
        init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"FirstName": "${'x'.repeat(index % 50)}` },
        label: 'bad JSON',
      }
    case 5:
      return {
        path: LEAD_PATH,
        init: {
          method: 'POST',
          headers: { 'content-type': ['text/xml', 'multipart/form-data; boundary=z', 'application/octet-stream', 'image/png'][index % 4] ?? 'text/xml' },
          body: '<lead/>',
        },
        label: 'bad content type',
      }
    case 6:
      return index % 24 === 6
        ? { path: LEAD_PATH, init: { method: 'POST', headers: FORM, body: `FirstName=${'A'.repeat(1024 * 1024)}` }, label: '1 MB body' }
        : form({ ...lead, Remarks: `{"Company": "${'"'.repeat(index % 40)}`, StartDate: 'yesterday' }, 'broken remarks and dates')
    case 7:
      return {
        path: `/api/sendy/subscribe`,
        init: {
          method: 'POST',
          headers: FORM,
          body: new URLSearchParams({ Name: SQL, Email: fuzz[index % fuzz.length] ?? '', List: '../../etc/passwd' }).toString(),
        },
        label: 'hostile subscribe',
      }
    case 8:
      return { path: `/sendy/subscribe?list=${encodeURIComponent(SQL)}&name=%3Cscript%3E&email=x`, init: {}, label: 'hostile arrival subscribe' }
    case 9:
      return {
        path: `/externalredirect?url=${encodeURIComponent(['//evil.com', 'https://evil.com@www.aub.com.ph', 'javascript:alert(1)', 'https://www.aub.com.ph.evil.com', 'data:text/html,x'][index % 5] ?? '')}`,
        init: {},
        label: 'open redirect attempt',
      }
    case 10:
      return { path: `/lookups/getregion?ProvinceId=${encodeURIComponent(SQL)}`, init: {}, label: 'SQL in a lookup' }
    default:
      return {
        path: '/Account/Login',
        init: { method: 'POST', headers: { ...FORM, origin: 'https://evil.com' }, body: `email=${encodeURIComponent(SQL)}&password=x` },
        label: 'cross-site login',
      }
  }
}

/** An unknown key is dropped before anything reads it (docs/api.md): the lead itself is valid. */
const DROPPED_NESTED = 'unknown key nested 5,000 deep (dropped: 200)'

/** A key stored before the hostile phase; posts that reuse it with other content must get a 409. */
const REUSED_KEY = randomUUID()

async function hostilePhase(env: Record<string, string>, count: number): Promise<string> {
  const server = await startServer(env)
  const first = await send(server.origin, LEAD_PATH, { method: 'POST', headers: FORM, body: new URLSearchParams(validLead(0, REUSED_KEY)).toString() })
  record('c hostile', 'a lead stored under the key that the conflicting posts reuse', first.status === 200, `status ${first.status}`)
  const byLabel = new Map<string, Map<number, number>>()
  await pool(count, 20, Date.now() + PHASE_TIMEOUT_MS, async (index) => {
    const request = hostileRequest(index)
    const outcome = await send(server.origin, request.path, request.init)
    const counts = byLabel.get(request.label) ?? new Map<number, number>()
    counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1)
    byLabel.set(request.label, counts)
  })
  const health = await send(server.origin, '/healthz')
  const alive = await send(server.origin, LEAD_PATH, { method: 'POST', headers: FORM, body: new URLSearchParams(validLead(1)).toString() })
  await stopServer(server)
  let total = 0
  for (const [label, counts] of byLabel) {
    const n = [...counts.values()].reduce((sum, value) => sum + value, 0)
    total += n
    const all4xx = [...counts.keys()].every((status) => (status >= 400 && status < 500) || (label === DROPPED_NESTED && status === 200))
    record('c hostile', label, all4xx, `${n} requests, statuses ${JSON.stringify(Object.fromEntries(counts))}`)
  }
  record('c hostile', `${count} hostile requests sent`, total === count, `${total} answered or failed`)
  record('c hostile', 'still up: /healthz and a valid lead', health.status === 200 && alive.status === 200, `healthz ${health.status}, lead ${alive.status}`)
  return `${total} hostile requests`
}

// ---------------------------------------------------------------- main

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { leads: { type: 'string' }, concurrency: { type: 'string' }, hostile: { type: 'string' } } })
  const leads = Number(values.leads ?? 5000)
  const concurrency = Number(values.concurrency ?? 50)
  const hostile = Number(values.hostile ?? 1000)
  if (![leads, concurrency, hostile].every((n) => Number.isInteger(n) && n > 0 && n <= 100_000)) {
    console.error('Usage: npm run bench:api -- [--leads 5000] [--concurrency 50] [--hostile 1000]')
    return 2
  }
  const temp = await mkdtemp(join(tmpdir(), 'bench-api-'))
  const usePostgres = Boolean(process.env.DATABASE_URL?.trim())
  const envFor = (name: string): Record<string, string> => (usePostgres ? {} : { PGLITE_DIR: join(temp, name), DATABASE_URL: '' })
  const configFor = (name: string): DbConfig => (usePostgres ? dbConfigFromEnv() : { pgliteDir: join(temp, name) })
  const figures: string[] = []
  try {
    console.log(`bench:api on ${usePostgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (temporary folder)'}, loopback only`)
    figures.push(`(a) ${await loadPhase(configFor('load'), envFor('load'), leads, concurrency)}`)
    figures.push(`(b) ${await crashPhase(configFor('crash'), envFor('crash'))}`)
    figures.push(`(c) ${await hostilePhase(envFor('hostile'), hostile)}`)
  } catch (error) {
    record('setup', 'bench ran to the end', false, error instanceof Error ? error.message : String(error))
  } finally {
    await rm(temp, { recursive: true, force: true })
  }
  const width = (pick: (check: Check) => string, title: string) => Math.max(title.length, ...checks.map((check) => pick(check).length))
  const phaseWidth = width((check) => check.phase, 'phase')
  const checkWidth = width((check) => check.check, 'check')
  console.log('')
  console.log(`${'phase'.padEnd(phaseWidth)}  ${'check'.padEnd(checkWidth)}  result  detail`)
  for (const check of checks)
    console.log(`${check.phase.padEnd(phaseWidth)}  ${check.check.padEnd(checkWidth)}  ${check.ok ? 'ok    ' : 'FAILED'}  ${check.detail}`)
  console.log('')
  for (const figure of figures) console.log(figure)
  const failed = checks.filter((check) => !check.ok).length
  console.log(failed === 0 ? 'All checks passed.' : `${failed} check(s) FAILED.`)
  return failed === 0 ? 0 : 1
}

process.exit(await main())
