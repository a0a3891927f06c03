// Issue 15 item 9: a client that resets its connection early is no server error. Before the fix,
// @fastify/rate-limit read the address of a socket already gone (undefined) and every such reset
// was logged as a 500 with a stack trace.
import { connect } from 'node:net'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Db } from '../../../server/db/db'
import { formEncoded, leadBody, TEST_DATABASES, testApp } from './serverTestKit'

const lines: { level: number; msg: string }[] = []
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string })
    done()
  },
})

let app: FastifyInstance
let db: Db
let dispose: () => Promise<void>
let port = 0
beforeAll(async () => {
  ;({ db, dispose } = await TEST_DATABASES[0]!.open())
  app = await testApp(db, { logger: { level: 'info', stream: sink } })
  await app.listen({ host: '127.0.0.1', port: 0 })
  port = (app.server.address() as { port: number }).port
}, 120_000)
afterAll(async () => {
  await app?.close()
  await dispose?.()
}, 60_000)

/** Sends a whole request and resets the connection at once, before any answer (RST, not FIN). */
async function postAndReset(raw: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(raw, () => {
        socket.resetAndDestroy()
        resolve()
      })
    })
    socket.on('error', () => resolve())
  })
}

test('200 connections reset right after their request: no error logged, the server answers the next request', async () => {
  const { payload: body, headers } = formEncoded({ ...(await leadBody('ECM')), Email: 'reset@example.com' })
  const raw = `POST /api/CallSchedules/AddCallSchedule HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${Buffer.byteLength(String(body))}\r\n\r\n${String(body)}`
  for (let i = 0; i < 200; i += 1) await postAndReset(raw)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const health = await fetch(`http://127.0.0.1:${port}/healthz`)
  expect(health.status).toBe(200)
  // pino levels: 50 error, 60 fatal.
  expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([])
}, 120_000)
