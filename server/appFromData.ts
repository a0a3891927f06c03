import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { portalConfigs, type Portal } from '../content/portals'
import { loadSnapshot } from '../content/snapshot'
import { buildApp, type BuildAppOptions } from './app'
import { loadConsents } from './consents'
import { loadServerMessages } from './serverMessages'

/** What the data folder gives the lead API: everything else is the caller's. */
type FromData = 'portals' | 'snapshot' | 'messages' | 'consents'

/**
 * The lead API for the portals of a data folder, their configs, snapshot, server messages and consent
 * texts read from it: one assembly for server/main.ts and the tests that start an API of their own.
 */
export async function buildAppFromData(dataDir: string, portals: readonly Portal[], options: Omit<BuildAppOptions, FromData>): Promise<FastifyInstance> {
  return buildApp({
    ...options,
    portals: portalConfigs(portals),
    snapshot: await loadSnapshot(dataDir),
    messages: loadServerMessages(
      dataDir,
      portals.map((portal) => portal.locale),
    ),
    consents: loadConsents(
      join(dataDir, 'consent'),
      portals.map((portal) => portal.code),
    ),
  })
}
