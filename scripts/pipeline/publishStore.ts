// Publishing and rolling back (docs/operations.md, decision 034). A publish (npm run regenerate) changes
// the published sites and the snapshot in data/ in one commit: everything new is written first to
// staging files on the same file system; a journal then lists each change (a file or folder replaced,
// added or removed) and the changes are made by renames. A commit that throws is undone at once; one
// whose process died is rolled forward by the next publish, rollback or build (its staged files are
// whole, the journal says what is left to do). What a publish replaced or removed is kept in its entry
// under dist/.published/ (the last three publishes), so `npm run rollback` can put it back, itself as
// one journaled commit.
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { isRunning } from './processes'

/** How many publishes can be rolled back, newest first. */
export const KEPT_PUBLISHES = 3

/** What the operator reads about a publish: when, from where, what it changed. */
export interface PublishRecord {
  /** ISO time of the publish. */
  at: string
  /** Where the data came from (the API's URL). */
  source: string
  /** `files`: only the changed files were replaced; `sites`: the sites were rebuilt whole and swapped. */
  kind: 'files' | 'sites'
  /** One line per portal: what the publish changed (from the change report). */
  changes: string[]
}

/** One change of a commit: `target` gets the staged file or folder, or goes when `staged` is null. */
export interface Change {
  target: string
  staged: string | null
}

interface Op extends Change {
  /** Where the target's old file or folder is kept (inside the entry). */
  backup: string
  /** Whether the target existed when the commit was planned. */
  hadOld: boolean
  dir: boolean
}

interface Journal {
  id: string
  record: PublishRecord
  ops: Op[]
  /** Files whose bytes the commit leaves (their sha256): a rollback refuses when one changed since. */
  guards: Record<string, string>
  /** Set when this commit is the rollback of that publish. */
  undoes?: string
}

export interface PublishEntry {
  id: string
  /** The entry's folder under dist/.published/. */
  dir: string
  /** Where to stage new files (same file system as dist/). */
  staging: string
}

function storeDir(distDir: string): string {
  return join(distDir, '.published')
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

function writeJson(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(value, null, 1)}\n`)
  renameSync(temporary, file)
}

function sha256(file: string): string {
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : ''
}

/** Renames `from` to `to`; across file systems (data/ elsewhere than dist/), a copy beside `to` renamed over it. */
function place(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true })
  try {
    renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    const temporary = `${to}.${process.pid}.tmp`
    copyFileSync(from, temporary)
    renameSync(temporary, to)
    unlinkSync(from)
  }
}

/** Keeps a second name for a file (a hard link: the target's own name stays until the new one replaces it). */
function keep(file: string, backup: string): void {
  mkdirSync(dirname(backup), { recursive: true })
  try {
    linkSync(file, backup)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    copyFileSync(file, backup)
  }
}

/**
 * Makes one change; safe to repeat after a crash at any point of it (each step checks whether it was
 * done). A file is replaced by one rename over it: a reader sees the old file or the new one, never none.
 */
function applyOp(op: Op): void {
  if (op.hadOld && !existsSync(op.backup) && existsSync(op.target)) {
    if (op.dir) {
      mkdirSync(dirname(op.backup), { recursive: true })
      renameSync(op.target, op.backup)
    } else keep(op.target, op.backup)
  }
  if (op.staged !== null) {
    if (existsSync(op.staged)) place(op.staged, op.target)
  } else if (!op.dir && existsSync(op.target)) {
    unlinkSync(op.target)
    try {
      // A removed page's folder, now empty (not when a page below it remains).
      rmdirSync(dirname(op.target))
    } catch {
      // not empty
    }
  }
}

/**
 * Undoes the changes already made by a commit that threw: the targets as they were, and the staged
 * files back where they were staged (a rollback's are the kept files of the publish it undoes).
 */
function undoOps(ops: readonly Op[]): void {
  for (const op of [...ops].reverse()) {
    const placed = op.staged === null ? !existsSync(op.target) : !existsSync(op.staged)
    if (!placed) continue
    if (op.staged !== null && existsSync(op.target)) place(op.target, op.staged)
    if (op.hadOld && existsSync(op.backup)) {
      if (!op.dir) rmSync(op.target, { force: true })
      place(op.backup, op.target)
    }
  }
}

/** A new entry to stage a publish in (dist/.published/{time}-{pid}). */
export function beginPublish(distDir: string, now = new Date()): PublishEntry {
  // A sequence number keeps two entries of the same millisecond apart (and in order).
  let id = ''
  let dir = ''
  for (let n = 0; id === '' || existsSync(dir) || existsSync(`${dir}.removing`); n += 1) {
    id = `${now.toISOString().replace(/:/g, '-')}-${String(n).padStart(3, '0')}-${process.pid}`
    dir = join(storeDir(distDir), id)
  }
  mkdirSync(join(dir, 'new'), { recursive: true })
  return { id, dir, staging: join(dir, 'new') }
}

/** Removes an entry that was never committed (the publish failed before its commit). */
export function abandonPublish(entry: PublishEntry): void {
  rmSync(entry.dir, { recursive: true, force: true })
}

/** Marks a committed rollback's publish as rolled back, and drops both entries. */
function finishRollback(distDir: string, journal: Journal): void {
  if (journal.undoes === undefined) return
  const undone = join(storeDir(distDir), journal.undoes)
  if (existsSync(join(undone, 'publish.json'))) renameSync(join(undone, 'publish.json'), join(undone, 'rolled-back.json'))
  removeKept(undone)
  removeKept(join(storeDir(distDir), journal.id))
}

/** Tests stop a commit after some changes: `failAfter` as an error does (undone), `dieAfter` as a killed process (journal left). */
interface TestStop {
  failAfter?: number
  dieAfter?: number
}

/** What a test's `dieAfter` throws: the commit stops where it is. */
export class TestDeath extends Error {
  constructor() {
    super('the process died (test)')
  }
}

/** Runs a commit's changes under its journal; throws (with every change undone) when one fails. */
function runCommit(distDir: string, entry: PublishEntry, journal: Journal, test: TestStop = {}): void {
  writeJson(join(entry.dir, 'journal.json'), journal)
  const done: Op[] = []
  try {
    for (const op of journal.ops) {
      if (test.dieAfter === done.length) throw new TestDeath()
      if (test.failAfter === done.length) throw new Error(`stopped after ${test.failAfter} changes (test)`)
      done.push(op)
      applyOp(op)
    }
  } catch (error) {
    // A process that dies does nothing more: its journal is left for the next run to roll forward.
    if (error instanceof TestDeath) throw error
    undoOps(done)
    rmSync(entry.dir, { recursive: true, force: true })
    throw error
  }
  journal.guards = Object.fromEntries(Object.keys(journal.guards).map((file) => [file, sha256(file)]))
  if (journal.undoes !== undefined) {
    rmSync(join(entry.dir, 'journal.json'))
    finishRollback(distDir, journal)
    return
  }
  writeJson(join(entry.dir, 'publish.json'), journal)
  rmSync(join(entry.dir, 'journal.json'))
  rmSync(entry.staging, { recursive: true, force: true })
  prune(distDir)
}

/**
 * Commits a publish: each change made under the entry's journal, what it replaces kept in the entry.
 * `guards`: files (the sites' build states) a later rollback checks are still as this publish left them.
 */
export function commitPublish(
  distDir: string,
  entry: PublishEntry,
  changes: readonly Change[],
  record: PublishRecord,
  guards: readonly string[],
  test: TestStop = {},
): void {
  recoverPublishes(distDir, entry.id)
  const ops = changes.flatMap((change, i): Op[] => {
    const had = existsSync(change.target)
    const staged = change.staged !== null && existsSync(change.staged)
    // Nothing there and nothing to put there (a build that wrote no state, a page already gone).
    if (!had && !staged) return []
    const dir = had ? statSync(change.target).isDirectory() : statSync(change.staged!).isDirectory()
    return [{ target: change.target, staged: staged ? change.staged : null, backup: join(entry.dir, 'old', String(i)), hadOld: had, dir }]
  })
  runCommit(distDir, entry, { id: entry.id, record, ops, guards: Object.fromEntries(guards.map((file) => [file, ''])) }, test)
}

/** The committed publishes that can be rolled back, newest first. */
export function listPublishes(distDir: string): Array<{ id: string; record: PublishRecord }> {
  const store = storeDir(distDir)
  if (!existsSync(store)) return []
  return readdirSync(store)
    .filter((id) => !id.endsWith('.removing') && existsSync(join(store, id, 'publish.json')))
    .sort()
    .reverse()
    .map((id) => ({ id, record: readJson<Journal>(join(store, id, 'publish.json')).record }))
}

/** Keeps the newest KEPT_PUBLISHES entries; the older ones (a whole site each, at worst) are removed. */
function prune(distDir: string): void {
  for (const { id } of listPublishes(distDir).slice(KEPT_PUBLISHES)) removeKept(join(storeDir(distDir), id))
}

/**
 * Finishes a commit whose process died (its journal is still there): the remaining changes are made
 * (rolled forward). Returns what was done, in words, for the caller's output.
 */
export function recoverPublishes(distDir: string, except?: string): string[] {
  const store = storeDir(distDir)
  if (!existsSync(store)) return []
  const said: string[] = []
  for (const id of readdirSync(store).sort()) {
    if (id === except) continue
    const dir = join(store, id)
    const journalFile = join(dir, 'journal.json')
    if (existsSync(journalFile)) {
      const journal = readJson<Journal>(journalFile)
      for (const op of journal.ops) applyOp(op)
      journal.guards = Object.fromEntries(Object.keys(journal.guards).map((file) => [file, sha256(file)]))
      rmSync(journalFile)
      if (journal.undoes !== undefined) {
        finishRollback(distDir, journal)
        said.push(`A rollback (of the publish of ${journal.record.at}) had stopped halfway; it was finished.`)
      } else {
        writeJson(join(dir, 'publish.json'), journal)
        rmSync(join(dir, 'new'), { recursive: true, force: true })
        said.push(`The publish of ${journal.record.at} had stopped halfway; it was finished.`)
      }
    } else if (!existsSync(join(dir, 'publish.json')) && !isRunning(Number(/-(\d+)$/.exec(id)?.[1]))) {
      // Staged by a publish that stopped before its commit, or a publish rolled back: nothing refers to it.
      removeKept(dir)
    }
  }
  return said
}

/**
 * Removes a folder in this process (decision 063: no process outlives the command); a kept site is some
 * 58,000 folders at 50,000 products, a few seconds. Unlinked files are not emptied: a reader keeps them.
 */
function removeKept(dir: string): void {
  if (!existsSync(dir)) return
  // Renamed first, so that the entry is gone from the store at once.
  let doomed = dir
  if (!dir.endsWith('.removing')) {
    doomed = `${dir}.removing`
    if (existsSync(doomed)) doomed = `${dir}-${Date.now()}.removing`
    renameSync(dir, doomed)
  }
  rmSync(doomed, { recursive: true, force: true, maxRetries: 3 })
}

export type RollbackResult = { restored: true; id: string; record: PublishRecord; left: number } | { restored: false; why: string }

/**
 * Puts back what the newest publish replaced and removes what it added, in one journaled commit; or
 * says why nothing was changed (no publish kept, or the sites were rebuilt since).
 */
export function rollbackLatest(distDir: string, now = new Date(), test: TestStop = {}): RollbackResult {
  recoverPublishes(distDir)
  const publishes = listPublishes(distDir)
  const latest = publishes[0]
  if (!latest) return { restored: false, why: 'There is no publish to roll back: no earlier sites and data are kept.' }
  const dir = join(storeDir(distDir), latest.id)
  const journal = readJson<Journal>(join(dir, 'publish.json'))
  const changed = Object.entries(journal.guards).filter(([file, hash]) => sha256(file) !== hash)
  if (changed.length > 0)
    return {
      restored: false,
      why: `The sites were rebuilt after the publish of ${journal.record.at} (${changed.map(([file]) => file).join(', ')} changed since): rolling it back would mix the two. Nothing was changed; run npm run regenerate or npm run build instead.`,
    }
  const entry = beginPublish(distDir, now)
  const ops = journal.ops.map((op, i): Op => ({
    target: op.target,
    staged: op.hadOld ? op.backup : null,
    backup: join(entry.dir, 'old', String(i)),
    hadOld: existsSync(op.target),
    dir: op.dir,
  }))
  runCommit(distDir, entry, { id: entry.id, record: journal.record, ops: ops.reverse(), guards: {}, undoes: latest.id }, test)
  return { restored: true, id: latest.id, record: journal.record, left: publishes.length - 1 }
}
