// Spare files (decision 048): the files of a site a whole build replaced are not deleted but emptied and
// kept in a store (spareStore), and the next whole build writes its pages and product files into them instead of
// creating new ones. On ext4 without a journal, a file created where many files were deleted less than
// five minutes before costs a scan of every one of them (docs/operations.md, "The build machine's
// disk"): at 50,000 products a portal, 110,000 files written right after 110,000 were deleted took 65 s
// of kernel time against 3.5-4.7 s. A file that is moved and written into is never freed nor allocated.
//
// The store: {store}/{count}-{time}-{pid}, each folder (a batch) holding files named 0 … count-1,
// every one empty, of one link, readable by all and executable by none. A page loop claims a batch by
// renaming it (.claimed-{pid}-…, so two loops never share one), takes its files from the highest name
// down, and puts what is left back as a smaller batch. Only a hint: when the store is empty, on another
// file system (a rename across file systems fails) or when anything about a spare file is amiss, the
// file is written anew, as before.
import { spawn } from 'node:child_process'
import {
  closeSync,
  existsSync,
  ftruncateSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { setPriority } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { isMain } from '../../server/isMain'
import { isRunning } from './processes'

/**
 * The store of spare files of a project: SPARE_FILES_DIR when set (docs/operations.md), else
 * node_modules/.cache/spare-files. It must be on the file system of build/ and dist/ (a move across
 * file systems fails). Not in build/: vike's build looks for legacy page files in every folder of the
 * project but node_modules and its own output, and 220,000 spare files there made each vike build
 * 4.5 s slower (2.8 s against 7.3 s for ECM's).
 */
export function spareStore(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.SPARE_FILES_DIR || join(root, 'node_modules', '.cache', 'spare-files')
}

/**
 * How many batches the store keeps: the largest ones. A whole build retires two sites (one a portal)
 * and leaves a few files over in each batch it used; two builds' worth covers a build whose data grew.
 */
export const KEPT_BATCHES = 4

const BATCH = /^(\d+)-\d+-\d+$/

/** The files a batch named `name` holds, or null when the name is not a batch's. */
function batchCount(name: string): number | null {
  const match = BATCH.exec(name)
  return match ? Number(match[1]) : null
}

let claims = 0

/**
 * Takes `dir` for this process: renames it into the store as `.retiring-{pid}-…`, so that no other
 * process retires it at the same time (a build's sweep of replaced sites left behind, beside the
 * retirement a publish started) and it leaves dist/ at once. Null when another process took it first;
 * `dir` itself when it is on another file system than the store.
 */
function claimSite(dir: string, store: string): string | null {
  mkdirSync(store, { recursive: true })
  const claimed = join(store, `.retiring-${process.pid}-${Date.now()}-${claims++}`)
  try {
    renameSync(dir, claimed)
    return claimed
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EXDEV') return dir
    if (code === 'ENOENT') return null
    throw error
  }
}

/** Moves the files of the site at `site` (claimed) into a new batch, emptied; removes the rest. */
function moveIntoBatch(site: string, store: string): number {
  const filling = join(store, `.filling-${process.pid}-${Date.now()}`)
  mkdirSync(filling)
  let count = 0
  let movable = true
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (movable && entry.isFile()) {
        const { nlink, mode } = lstatSync(path)
        if (nlink !== 1 || (mode & 0o444) !== 0o444 || (mode & 0o111) !== 0) continue
        const spare = join(filling, String(count))
        try {
          renameSync(path, spare)
        } catch (error) {
          // Another file system (EXDEV): nothing can be moved; the folder is removed as before.
          if ((error as NodeJS.ErrnoException).code === 'EXDEV') movable = false
          continue
        }
        truncateSync(spare)
        count++
      }
    }
  }
  try {
    walk(site)
  } finally {
    rmSync(site, { recursive: true, force: true, maxRetries: 3 })
    if (count === 0) rmdirSync(filling)
    else renameSync(filling, join(store, `${count}-${Date.now()}-${process.pid}`))
  }
  return count
}

/**
 * Moves every file of `dir` that may be written into again (a regular file of one link, readable by
 * all, executable by none) into a new batch of `store`, emptied; removes the rest of `dir`; then keeps
 * only the KEPT_BATCHES largest batches. A file another name links to (a kept copy for a rollback) is
 * only unlinked: its content stays with the other name. Returns how many files became spare (0 when
 * another process is retiring `dir`).
 */
export function retireSite(dir: string, store: string): number {
  if (!existsSync(dir)) return 0
  const site = claimSite(dir, store)
  if (site === null) return 0
  const count = moveIntoBatch(site, store)
  trimStore(store)
  return count
}

/**
 * Keeps the KEPT_BATCHES largest batches of the store and removes the others. What a process that has
 * ended left halfway is finished: a site it was retiring is retired, and a batch it was filling or had
 * claimed is a batch again (its files are whole, their names 0 … n-1 except where it stopped, which a
 * write that finds no file survives).
 */
export function trimStore(store: string): void {
  if (!existsSync(store)) return
  for (const name of readdirSync(store)) {
    const owner = /^\.(filling|claimed|retiring)-(\d+)-/.exec(name)
    if (!owner || isRunning(Number(owner[2]))) continue
    try {
      if (owner[1] === 'retiring') {
        const site = claimSite(join(store, name), store)
        if (site !== null) moveIntoBatch(site, store)
      } else {
        const count = readdirSync(join(store, name)).length
        renameSync(join(store, name), join(store, `${count}-${Date.now()}-${owner[2]}`))
      }
    } catch {
      // Another retirement's trim took it first.
    }
  }
  const batches = readdirSync(store)
    .map((name) => ({ name, count: batchCount(name) }))
    .filter((batch): batch is { name: string; count: number } => batch.count !== null)
    .sort((a, b) => b.count - a.count)
  for (const { name } of batches.slice(KEPT_BATCHES)) rmSync(join(store, name), { recursive: true, force: true })
}

/**
 * Retires a replaced site in a detached process (at 50,000 products a site is some 110,000 files, a
 * few seconds' work; the new site is already published); with `store` null, only removes it. The site
 * leaves its place at once (moved into the store), so that a later sweep never retires it twice. Never
 * throws (a publish is done by then): returns what was wrong with the store, or null.
 */
export function retireInBackground(dir: string, store: string | null): string | null {
  if (!existsSync(dir)) return null
  let args = ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })', dir]
  let problem: string | null = null
  if (store !== null) {
    let site: string | null = dir
    try {
      site = claimSite(dir, store)
    } catch (error) {
      // A store that cannot be made or written (SPARE_FILES_DIR naming a file, say): only removed.
      problem = `the store of spare files ${store} cannot be used (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): the replaced site is deleted instead`
    }
    if (site === null) return null
    // On another file system the site stays where it is and is only removed.
    if (site !== dir) args = ['--import', 'tsx', fileURLToPath(import.meta.url), '--retire', site, '--store', store]
  }
  // From the project's folder, where tsx resolves.
  const child = spawn(process.execPath, args, { cwd: fileURLToPath(new URL('../..', import.meta.url)), detached: true, stdio: 'ignore' })
  // At the lowest priority: on two cores the next build may already be running beside it.
  try {
    if (child.pid !== undefined) setPriority(child.pid, 19)
  } catch {
    // Not allowed here: it runs at the build's priority.
  }
  child.unref()
  return problem
}

/** The spare files one page loop writes into: a batch it claimed from the store, or none. */
export class SpareFiles {
  /** Files written into a spare one. */
  used = 0
  /** Why no spare file was used, or why the loop stopped using them, for the build's output; else null. */
  problem: string | null = null
  /** Whether a spare file could not be moved into the site (another file system). */
  private unmovable = false
  private constructor(
    private readonly store: string | null,
    private readonly batch: string | null,
    private left: number,
  ) {}

  /** No spare files: every write creates its file. */
  static none(problem: string | null = null): SpareFiles {
    const spares = new SpareFiles(null, null, 0)
    spares.problem = problem
    return spares
  }

  /** Claims the largest batch of `store` that no other process has claimed; none when there is none. */
  static claim(store: string): SpareFiles {
    if (!existsSync(store)) return SpareFiles.none()
    let names: string[]
    try {
      names = readdirSync(store)
    } catch (error) {
      return SpareFiles.none(`the store ${store} cannot be read (${(error as NodeJS.ErrnoException).code}): every file written anew`)
    }
    const batches = names
      .map((name) => ({ name, count: batchCount(name) }))
      .filter((batch): batch is { name: string; count: number } => batch.count !== null && batch.count > 0)
      .sort((a, b) => b.count - a.count)
    for (const { name, count } of batches) {
      const claimed = join(store, `.claimed-${process.pid}-${name}`)
      try {
        renameSync(join(store, name), claimed)
      } catch {
        // Another loop claimed it, or a trim removed it, since the listing.
        continue
      }
      return new SpareFiles(store, claimed, count)
    }
    return SpareFiles.none()
  }

  /** Writes `data` to `target`, into a spare file when one is left, else into a new file. */
  write(target: string, data: string): void {
    while (this.left > 0 && this.batch !== null && !this.unmovable) {
      const spare = join(this.batch, String(--this.left))
      try {
        renameSync(spare, target)
      } catch (error) {
        // Not there (a batch cut short): the next one.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !existsSync(spare)) continue
        // It cannot go there (the site on another file system than the store): this loop writes every
        // file anew, and the batch goes back to the store whole.
        this.left++
        this.unmovable = true
        this.problem = `a spare file of ${this.store} cannot be moved to ${target} (${(error as NodeJS.ErrnoException).code}; another file system?): the rest written anew`
        break
      }
      try {
        const bytes = Buffer.from(data)
        const fd = openSync(target, 'r+')
        try {
          writeFileSync(fd, bytes)
          ftruncateSync(fd, bytes.length)
        } finally {
          closeSync(fd)
        }
        this.used++
        return
      } catch {
        // Not writable as it is: written anew below (a full disk fails there too, and says so).
        break
      }
    }
    writeFileSync(target, data)
  }

  /** Puts the files not used back into the store as a batch of their own (or removes the empty folder). */
  release(): void {
    if (this.batch === null || this.store === null || !existsSync(this.batch)) return
    if (this.left === 0) rmSync(this.batch, { recursive: true, force: true })
    else renameSync(this.batch, join(this.store, `${this.left}-${Date.now()}-${process.pid}`))
    this.left = 0
  }
}

// Run by retireInBackground: tsx scripts/pipeline/spareFiles.ts --retire DIR --store STORE
if (isMain(import.meta.url)) {
  const { values } = parseArgs({ options: { retire: { type: 'string' }, store: { type: 'string' } } })
  if (!values.retire || !values.store) {
    console.error('Usage: tsx scripts/pipeline/spareFiles.ts --retire DIR --store STORE')
    process.exit(2)
  }
  retireSite(values.retire, values.store)
}
