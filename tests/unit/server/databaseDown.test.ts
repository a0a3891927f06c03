// Issue 50: an error raised after a POST body had been read was never answered. The error handler
// took request.raw.destroyed for a client gone, but on Node 20 the request stream is destroyed as soon
// as its body has been read, while the socket waits: a database failure during a lead, a subscription
// or a login left the client waiting for ever, logged at info. Each route that uses the database is
// asked here over a real socket (inject() has none) with the database stopped: the answer must be a
// 503 in JSON in the portal's language, within a short time, and the failure logged as an error.
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import { connect, createServer, type Socket } from 'node:net'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Db } from '../../../server/db/db'
import { openPostgresDb } from '../../../server/db/postgresDb'
import { loadServerMessages } from '../../../server/serverMessages'
import { formEncoded, leadBody, TEST_DATABASES, testApp, type TestDatabase } from './serverTestKit'

/** How long a client waits for an answer: a hang fails the test in this time, not at the test timeout. */
const CLIENT_TIMEOUT_MS = 3000
const messages = loadServerMessages()
const UNAVAILABLE = { ECM: messages.text('en-PH', 'server.error.unavailable'), CKJ: messages.text('id-ID', 'server.error.unavailable') }
// Any 43 base64url characters: a token of the right shape, so the session is looked up in the database.
const SESSION = `__Host-sid=${'A'.repeat(43)}`
const ECM_LIST = 'GMeKPfzetOCTz1mNpF892KEw'

interface LogLine {
  level: number
  msg: string
  err?: { type?: string; message?: string }
}

interface Answer {
  status: number
  type: string
  body: string
}

/** One request over a socket of its own; rejects when no answer comes within CLIENT_TIMEOUT_MS. */
function ask(port: number, method: string, path: string, options: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers: { connection: 'close', ...options.headers }, agent: false }, (incoming) => {
      let body = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (body += chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, type: String(incoming.headers['content-type'] ?? ''), body }))
    })
    outgoing.setTimeout(CLIENT_TIMEOUT_MS, () => {
      outgoing.destroy()
      reject(new Error(`${method} ${path}: no answer within ${CLIENT_TIMEOUT_MS} ms`))
    })
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

function form(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const encoded = formEncoded(fields)
  return { body: encoded.payload, headers: { ...encoded.headers, ...headers } }
}

/** A TCP relay to a PostgreSQL server: stopping it ends every connection, and its port then refuses new ones (a server gone). */
async function relay(target: URL): Promise<{ port: number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => undefined)
      socket.on('close', () => {
        sockets.delete(socket)
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as { port: number }).port,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve))
      for (const socket of sockets) socket.destroy()
      await closed
    },
  }
}

/** How a scenario stops the database under a running app: what it opens, and how it stops it. */
interface Stopping {
  name: string
  open(database: TestDatabase): Promise<{ db: Db; stop(): Promise<void>; dispose(): Promise<void> }>
}

const CLOSED: Stopping = {
  name: 'closed',
  async open(database) {
    const { db, dispose } = await database.open('db_down')
    return { db, stop: () => db.close(), dispose }
  },
}

// PostgreSQL reached through a relay that is then shut: the connections break, and reconnecting is refused.
const SERVER_GONE: Stopping = {
  name: 'server gone',
  async open(database) {
    const { db: direct, dispose } = await database.open('db_down')
    const name = (await direct.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name
    const target = new URL(process.env.TEST_DATABASE_URL!)
    const through = await relay(target)
    const url = new URL(target)
    url.host = `127.0.0.1:${through.port}`
    url.pathname = `/${name}`
    const db = await openPostgresDb(url.toString())
    // A connection of the pool is open through the relay when it is shut.
    await db.query('SELECT 1')
    return {
      db,
      stop: () => through.stop(),
      async dispose() {
        await db.close()
        await dispose()
      },
    }
  },
}

const SCENARIOS = TEST_DATABASES.flatMap((database) =>
  (database.name === 'postgres' ? [CLOSED, SERVER_GONE] : [CLOSED]).map((stopping) => ({ database, stopping })),
)

describe.each(SCENARIOS)('with the database stopped ($database.name, $stopping.name)', ({ database, stopping }) => {
  const lines: LogLine[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  let app: FastifyInstance
  let port = 0
  let dispose: () => Promise<void> = async () => {}
  beforeAll(async () => {
    const opened = await stopping.open(database)
    dispose = opened.dispose
    app = await testApp(opened.db, { logger: { level: 'info', stream: sink } })
    await app.listen({ host: '127.0.0.1', port: 0 })
    port = (app.server.address() as { port: number }).port
    // The database answers before it stops: the failures below are the stop's, not the set-up's.
    expect((await ask(port, 'GET', '/healthz')).status).toBe(200)
    await opened.stop()
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await dispose()
  }, 60_000)
  beforeEach(() => {
    lines.length = 0
  })

  /** The error-level lines logged for the last request (pino: 50 error, 60 fatal). */
  async function errorsLogged(): Promise<LogLine[]> {
    // The log stream is written to asynchronously.
    await new Promise((resolve) => setImmediate(resolve))
    return lines.filter((line) => line.level >= 50)
  }

  async function expectUnavailable(answer: Answer, portal: 'ECM' | 'CKJ') {
    expect(answer.status).toBe(503)
    expect(answer.type).toMatch(/^application\/json/)
    expect(JSON.parse(answer.body)).toEqual({ error: UNAVAILABLE[portal] })
    const errors = await errorsLogged()
    expect(errors.map((line) => line.msg)).toEqual(['database unavailable'])
    expect(errors[0]?.err?.type).toBe('DatabaseUnavailableError')
    expect(lines.map((line) => line.msg)).not.toContain('client went away')
  }

  test('POST /api/CallSchedules/AddCallSchedule (a lead) answers 503 in the portal language', async () => {
    await expectUnavailable(await ask(port, 'POST', '/api/CallSchedules/AddCallSchedule', form(await leadBody('CKJ'))), 'CKJ')
  })

  test('a lead posted as JSON answers 503 too', async () => {
    const body = JSON.stringify(await leadBody('ECM'))
    await expectUnavailable(await ask(port, 'POST', '/api/CallSchedules/AddCallSchedule', { body, headers: { 'content-type': 'application/json' } }), 'ECM')
  })

  test('POST /api/sendy/subscribe (a subscription) answers 503', async () => {
    const answer = await ask(port, 'POST', '/api/sendy/subscribe', form({ Name: 'Juan Cruz', Email: 'juan.down@example.com', List: ECM_LIST, Portal: 'ECM' }))
    await expectUnavailable(answer, 'ECM')
  })

  test('GET /sendy/subscribe (the subscription on arrival) answers 503', async () => {
    await expectUnavailable(await ask(port, 'GET', '/sendy/subscribe?list=ckj-kk&name=Siti%20Rahayu&email=siti.down%40example.co.id&portal=CKJ'), 'CKJ')
  })

  test('POST /Account/Login answers 503', async () => {
    await expectUnavailable(
      await ask(port, 'POST', '/Account/Login', form({ email: 'staff@example.co.id', password: 'a long password', portal: 'CKJ' })),
      'CKJ',
    )
  })

  test('POST /Account/LogOff answers 503', async () => {
    await expectUnavailable(await ask(port, 'POST', '/Account/LogOff', form({ portal: 'ECM' }, { cookie: SESSION })), 'ECM')
  })

  test('GET /Account/GetLoggedInClaims answers 503', async () => {
    await expectUnavailable(await ask(port, 'GET', '/Account/GetLoggedInClaims?portal=CKJ', { headers: { cookie: SESSION } }), 'CKJ')
  })

  test('GET /Account/ViewLoginProfile answers 503', async () => {
    await expectUnavailable(await ask(port, 'GET', '/Account/ViewLoginProfile?portal=ECM', { headers: { cookie: SESSION } }), 'ECM')
  })

  test('GET /healthz answers its own 503 and logs the failure', async () => {
    const answer = await ask(port, 'GET', '/healthz')
    expect(answer.status).toBe(503)
    expect(JSON.parse(answer.body)).toEqual({ ok: false, db: database.name })
    expect((await errorsLogged()).map((line) => line.msg)).toEqual(['health check failed'])
  })

  test('GET /api/share-count needs no database: it still answers', async () => {
    const answer = await ask(port, 'GET', `/api/share-count?url=${encodeURIComponent('https://www.ecomparemo.com/guides')}`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ count: null })
    expect(await errorsLogged()).toEqual([])
  })

  test('a request that needs no database is answered as before (lookups, the login page)', async () => {
    expect((await ask(port, 'GET', '/lookups/getprovince?portal=ECM')).status).toBe(200)
    expect((await ask(port, 'GET', '/Account/Login')).status).toBe(200)
    expect(await errorsLogged()).toEqual([])
  })
})

// The client that is really gone (its socket closed or reset while the database works): nobody to
// answer, and the database's failure is still logged as an error, once, without a crash.
describe('a client gone before the database fails', () => {
  const lines: LogLine[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  let app: FastifyInstance
  let port = 0
  let queried: () => void = () => {}
  let fail: () => void = () => {}
  // A database that waits until told, then fails as a stopped one does.
  const db: Db = {
    kind: 'pglite',
    async query() {
      queried()
      await new Promise<void>((resolve) => (fail = resolve))
      throw new Error('PGlite is closed')
    },
    async exec() {},
    async transaction(fn) {
      return fn(db)
    },
    async sync() {},
    async close() {},
  }
  beforeAll(async () => {
    app = await testApp(db, { logger: { level: 'info', stream: sink } })
    await app.listen({ host: '127.0.0.1', port: 0 })
    port = (app.server.address() as { port: number }).port
  }, 60_000)
  afterAll(async () => {
    await app?.close()
  })

  test.each([
    ['closes its socket', (socket: Socket) => socket.end()],
    ['resets its connection', (socket: Socket) => socket.resetAndDestroy()],
  ])('a client that %s: no answer is written, the failure is logged as an error', async (_name, leave) => {
    lines.length = 0
    const body = 'email=gone%40example.com&password=a+long+password'
    const socket = connect(port, '127.0.0.1')
    socket.on('error', () => undefined)
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')))
    const reached = new Promise<void>((resolve) => (queried = resolve))
    socket.write(
      `POST /Account/Login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    )
    await reached
    leave(socket)
    await new Promise((resolve) => setTimeout(resolve, 100))
    fail()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(received).toBe('')
    const errors = lines.filter((line) => line.level >= 50)
    expect(errors.map((line) => [line.msg, (line as { clientGone?: boolean }).clientGone])).toEqual([['database unavailable', true]])
    // The server is well: the next client gets its answer (503, the database still failing).
    const reachedAgain = new Promise<void>((resolve) => (queried = resolve))
    const next = ask(port, 'GET', '/Account/GetLoggedInClaims', { headers: { cookie: SESSION } })
    await reachedAgain
    fail()
    expect((await next).status).toBe(503)
  })
})

// The same test on a client that stays, so that the one above proves the difference: on Node 20 the
// request stream is destroyed once its body has been read, the socket is not.
test('on this Node, a request whose body has been read has a destroyed stream and an open socket', async () => {
  const http = createHttpServer((request, response) => {
    request.resume()
    request.on('end', () =>
      setImmediate(() => {
        response.end(JSON.stringify({ requestDestroyed: request.destroyed, socketDestroyed: request.socket.destroyed, responseDestroyed: response.destroyed }))
      }),
    )
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  try {
    const answer = await ask((http.address() as { port: number }).port, 'POST', '/', {
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(JSON.parse(answer.body)).toEqual({ requestDestroyed: true, socketDestroyed: false, responseDestroyed: false })
  } finally {
    await new Promise((resolve) => http.close(resolve))
  }
})
