import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { join } from 'node:path'

const LOCK_FILE = '.lead-api.lock'

// The folders this process holds: a lock file naming our own pid that is not in here was left by an
// earlier process that had the same pid (pid 1 in a container restarted after kill -9).
const heldHere = new Set<string>()

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes the folder's lock file (created atomically, holding our pid). A lock left by a dead process
 * (kill -9, power loss) is taken over; one held by a live process is an error naming it.
 * Returns the function that releases the lock.
 */
export function acquireDirLock(dir: string): () => void {
  const path = join(dir, LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      heldHere.add(path)
      return () => {
        heldHere.delete(path)
        try {
          unlinkSync(path)
        } catch {
          // Already gone: nothing to release.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let holder = Number.NaN
      try {
        holder = Number.parseInt(readFileSync(path, 'utf8'), 10)
      } catch {
        // Removed between our open and read: try again.
        continue
      }
      if (Number.isInteger(holder) && holder !== process.pid && processAlive(holder)) {
        throw new Error(`The PGlite database in ${dir} is in use by process ${holder}. Stop that process first, or use DATABASE_URL.`)
      }
      if (holder === process.pid && heldHere.has(path)) {
        throw new Error(`The PGlite database in ${dir} is already open in this process.`)
      }
      // A dead holder, or our own pid from an earlier life: the lock is stale.
      unlinkSync(path)
    }
  }
  throw new Error(`Could not lock the PGlite database in ${dir}.`)
}
