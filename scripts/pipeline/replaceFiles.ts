// Replaces a set of files under a folder so that a failure leaves the old files in place: everything
// is first written to a staging folder beside it (same file system, so renames are atomic), then
// moved in file by file with a journal; if a move fails, the moves already done are rolled back.
import { mkdir, mkdtemp, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

interface JournalEntry {
  file: string
  backedUp: boolean
  placed: boolean
}

/**
 * Writes `files` (paths relative to `root`) and removes the other files found under `ownedFolders`
 * (relative to `root`), all or nothing as far as the file system allows. No units.
 */
export async function replaceFilesAtomically(
  root: string,
  files: ReadonlyArray<{ file: string; text: string }>,
  ownedFolders: readonly string[],
): Promise<void> {
  const absoluteRoot = path.resolve(root)
  const parent = path.dirname(absoluteRoot)
  const name = path.basename(absoluteRoot)
  await mkdir(absoluteRoot, { recursive: true })
  const staging = await mkdtemp(path.join(parent, `.${name}-pull-`))
  const backup = await mkdtemp(path.join(parent, `.${name}-old-`))
  let keepBackup = false
  try {
    for (const { file, text } of files) {
      await mkdir(path.dirname(path.join(staging, file)), { recursive: true })
      await writeFile(path.join(staging, file), text)
    }
    const incoming = new Set(files.map(({ file }) => file))
    const stale: string[] = []
    for (const folder of ownedFolders) {
      for (const file of await listFiles(absoluteRoot, folder)) if (!incoming.has(file)) stale.push(file)
    }

    const journal: JournalEntry[] = []
    try {
      for (const file of stale) {
        await moveInto(path.join(absoluteRoot, file), path.join(backup, file))
        journal.push({ file, backedUp: true, placed: false })
      }
      for (const { file } of files) {
        const entry: JournalEntry = { file, backedUp: false, placed: false }
        journal.push(entry)
        entry.backedUp = await moveIfPresent(path.join(absoluteRoot, file), path.join(backup, file))
        await moveInto(path.join(staging, file), path.join(absoluteRoot, file))
        entry.placed = true
      }
    } catch (error) {
      try {
        for (const entry of journal.reverse()) {
          if (entry.placed) await unlink(path.join(absoluteRoot, entry.file))
          if (entry.backedUp) await moveInto(path.join(backup, entry.file), path.join(absoluteRoot, entry.file))
        }
      } catch (rollbackError) {
        keepBackup = true
        throw new Error(`${String(error)}; restoring the old files also failed (${String(rollbackError)}): they are kept in ${backup}`)
      }
      throw error
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
    if (!keepBackup) await rm(backup, { recursive: true, force: true })
  }
}

async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true })
  await rename(from, to)
}

async function moveIfPresent(from: string, to: string): Promise<boolean> {
  try {
    await moveInto(from, to)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

async function listFiles(root: string, folder: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true })
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}
