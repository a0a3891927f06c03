// npm run rollback [-- --dist-dir dist]: puts back the sites and data as they were before the newest
// publish of npm run regenerate, in one journaled commit (docs/operations.md, decision 034), and says
// which publish it undid, when it was made and what it had changed. The last three publishes are kept:
// rolling back again undoes the one before. Exit codes: 0 rolled back; 1 nothing was changed (no
// publish kept, or the sites were rebuilt since it); 2 bad usage.
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { runIfMain } from '../../server/isMain'
import { rollbackLatest } from './publishStore'

const USAGE = 'Usage: npm run rollback [-- --dist-dir dist]'

/** The time of a publish as an operator reads it: 2026-11-27 06:05:00 UTC. */
function shownTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC')
}

/** The command; returns its exit code. */
export async function runRollbackCli(argv: readonly string[], log = console.log, logError = console.error): Promise<number> {
  let values: { 'dist-dir'?: string }
  try {
    values = parseArgs({ args: [...argv], options: { 'dist-dir': { type: 'string' } }, strict: true }).values
  } catch (error) {
    logError(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const started = performance.now()
  const result = rollbackLatest(resolve(values['dist-dir'] ?? 'dist'))
  if (!result.restored) {
    logError(result.why)
    return 1
  }
  const { record } = result
  log(`Rolled back the publish of ${shownTime(record.at)} (data from ${record.source}).`)
  log(`The sites and the data are again as they were before it. That publish had changed:`)
  for (const line of record.changes) log(`  ${line}`)
  log(
    result.left === 0
      ? 'No earlier publish is kept: another rollback would change nothing.'
      : `${result.left} earlier ${result.left === 1 ? 'publish' : 'publishes'} can still be rolled back.`,
  )
  log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  return 0
}

runIfMain(import.meta.url, (argv) => runRollbackCli(argv))
