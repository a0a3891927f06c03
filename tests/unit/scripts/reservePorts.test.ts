import { createServer, type Server } from 'node:net'
import { expect, test } from 'vitest'
import { reservePorts } from '../../../scripts/servers/apiProcess'

// The browser tests' servers: the lead API's port is reserved while the portal servers listen on port
// 0, so none of them can be handed it (a run once failed every browser file with EADDRINUSE).

function listenOn(port: number): Promise<Server> {
  const server = createServer()
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

test('reserved ports are distinct, refused to any other listener until released, then free', async () => {
  const reserved = await reservePorts(3)
  expect(new Set(reserved.map((r) => r.port)).size).toBe(3)
  for (const { port } of reserved) {
    expect(port).toBeGreaterThan(0)
    await expect(listenOn(port)).rejects.toMatchObject({ code: 'EADDRINUSE' })
  }
  // Listeners on port 0 meanwhile are never handed a reserved port.
  const others = await Promise.all(Array.from({ length: 50 }, () => listenOn(0)))
  const taken = new Set(others.map((s) => (s.address() as { port: number }).port))
  for (const { port } of reserved) expect(taken.has(port)).toBe(false)
  await Promise.all(others.map((s) => new Promise((resolve) => s.close(resolve))))
  for (const reservation of reserved) {
    await reservation.release()
    const server = await listenOn(reservation.port)
    await new Promise((resolve) => server.close(resolve))
  }
})
