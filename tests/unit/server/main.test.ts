import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { copyPgliteTemplate } from './serverTestKit'

// The commands operators and npm start use: server/main.ts and server/createUser.ts as processes.
describe('the lead API process', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lead-api-main-'))
    // A migrated database folder: PGlite's first start on an empty folder is proven in migrations.test.ts
    // (and by every browser run's lead API); these tests are about the processes.
    await copyPgliteTemplate(join(dir, 'pglite'))
  }, 120_000)
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })
  const env = () => ({ ...process.env, PGLITE_DIR: join(dir, 'pglite'), DATABASE_URL: '', API_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' })

  test('prints its address, answers /healthz, and on SIGTERM closes the server and the database and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const origin = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /Lead API listening on (http:\/\/127\.0\.0\.1:\d+) \(PGlite in (.+)\)/.exec(output)
        if (match?.[1]) resolve(match[1])
      })
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)))
    })
    const health = await fetch(`${origin}/healthz`)
    expect(await health.json()).toEqual({ ok: true, db: 'pglite' })
    expect(existsSync(join(dir, 'pglite', '.lead-api.lock'))).toBe(true)
    const exitCode = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
    expect(exitCode).toBe(0)
    expect(existsSync(join(dir, 'pglite', '.lead-api.lock'))).toBe(false)
  }, 120_000)

  test('started by a local tool (scripts/servers/apiProcess.ts), it stops when that tool is killed: no process left holding the database', async () => {
    // A tool that starts the API and prints its pid, then is killed with SIGKILL (no handler of its own runs).
    const tool = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "import { startApiProcess, freePort } from './scripts/servers/apiProcess.ts'; const api = await startApiProcess({ port: await freePort() }); console.log('api ' + api.child.pid); setInterval(() => {}, 1000)",
      ],
      { env: env(), stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    tool.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const apiPid = await new Promise<number>((resolve, reject) => {
      tool.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /api (\d+)/.exec(output)
        if (match?.[1]) resolve(Number(match[1]))
      })
      tool.once('exit', (code) => reject(new Error(`the tool exited ${code}: ${output}`)))
    })
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0)
        return true
      } catch {
        return false
      }
    }
    expect(alive(apiPid)).toBe(true)
    tool.kill('SIGKILL')
    await expect.poll(() => alive(apiPid), { timeout: 15_000, interval: 100 }).toBe(false)
    // It closed the database on its way out: the folder's lock is gone.
    expect(existsSync(join(dir, 'pglite', '.lead-api.lock'))).toBe(false)
  }, 120_000)

  test.each([
    [
      'a production API (HOST beyond loopback) without SERVER_SECRET',
      { HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/8', SERVER_SECRET: '' },
      'The lead API could not start: SERVER_SECRET is not set',
    ],
    ['NODE_ENV=production without SERVER_SECRET', { NODE_ENV: 'production', SERVER_SECRET: '' }, 'The lead API could not start: SERVER_SECRET is not set'],
    ['a SERVER_SECRET too short', { SERVER_SECRET: 'short' }, 'SERVER_SECRET must be at least 32 characters (it has 5)'],
    ['a lead limit that is not a whole number', { LEAD_LIMIT_PER_ADDRESS: 'ten' }, 'LEAD_LIMIT_PER_ADDRESS must be a whole number of at least 1, not ten'],
    ['a mobile lead limit of 0', { LEAD_LIMIT_PER_MOBILE: '0' }, 'LEAD_LIMIT_PER_MOBILE must be a whole number of at least 1, not 0'],
    ['a share-count budget that is not a number', { SHARE_COUNT_BUDGET: 'lots' }, 'SHARE_COUNT_BUDGET must be a whole number of at least 1, not lots'],
  ])(
    'refuses to start with %s, saying why',
    (_name, settings, message) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...env(), ...settings }, encoding: 'utf8', timeout: 60_000 })
      expect(run.status).toBe(1)
      expect(run.stderr).toContain(message)
    },
    90_000,
  )

  test('createUser adds a login to the same database with the password read from standard input, and refuses one on the command line', () => {
    const usage = spawnSync(process.execPath, ['--import', 'tsx', 'server/createUser.ts', 'editor@example.com', 'a password on the command line'], {
      env: env(),
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(usage.status).toBe(2)
    expect(usage.stderr).toContain('Usage: tsx server/createUser.ts email')
    // The password comes on standard input (docs/security.md): never on the command line.
    const created = spawnSync(process.execPath, ['--import', 'tsx', 'server/createUser.ts', 'Editor@Example.com'], {
      env: env(),
      input: 'a long enough password\n',
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(created.stderr).toBe('')
    expect(created.status).toBe(0)
    expect(created.stdout).toMatch(/User editor@example\.com saved \(id \d+\)/)
  }, 150_000)
})
