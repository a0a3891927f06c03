import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

export interface ApiProcess {
  origin: string
  child: ChildProcess
  stop(): Promise<void>
}

/** Starts the lead API (server/main.ts) as a child process that ends with this one, and waits until /healthz answers. */
export async function startApiProcess({ port, env = {} }: { port: number; env?: Record<string, string> }): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'server', 'main.ts')], {
    // Local runs only (npm start, npm run dev, audits, benches): plain http on loopback (docs/security.md).
    // Its standard input a pipe from this process: the API exits when this process ends, even killed (server/main.ts).
    env: { ...process.env, API_PORT: String(port), HOST: '127.0.0.1', DEV_HTTP: '1', EXIT_WITH_PARENT: '1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The lead API exited (${child.exitCode}):\n${log.slice(-3000)}`)
    try {
      const res = await fetch(`${origin}/healthz`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The lead API did not answer /healthz within 60 s:\n${log.slice(-3000)}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    origin,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5000).unref()
      }),
  }
}

/** A TCP port free on 127.0.0.1 right now (for a child process that must be told its port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A loopback port held open until `release()`: no other listener, not even one on port 0, gets it meanwhile. */
export interface PortReservation {
  port: number
  release(): Promise<void>
}

/**
 * Reserves `count` distinct loopback ports, each held until its release. freePort() gives its port
 * back at once, so a server that then listens on port 0 may be handed the same one before its owner
 * listens (EADDRINUSE): a test that starts other servers first reserves the port instead.
 */
export async function reservePorts(count: number): Promise<PortReservation[]> {
  const reservations: PortReservation[] = []
  for (let i = 0; i < count; i++) {
    const probe = createServer()
    const port = await new Promise<number>((resolve, reject) => {
      probe.once('error', reject)
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address()
        resolve(typeof address === 'object' && address ? address.port : 0)
      })
    })
    reservations.push({ port, release: () => new Promise((resolve) => probe.close(() => resolve())) })
  }
  return reservations
}
