// The build's own folder (build/ in the project), where each run writes its sites before they are
// published and regenerate keeps its work copy.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'

/**
 * Makes the build's folder and marks it as the top of a directory hierarchy (ext4's `T` attribute,
 * `chattr +T`; decision 047). Each run's folder in it is then placed as a folder at the file system's
 * root would be, in a block group with many free inodes, chosen afresh, instead of beside the folder of
 * the run before. That matters on ext4 without a journal: it does not reuse an inode for a minute after
 * it was freed (five while its inode table block is unwritten), and scans every such inode of a group
 * before each new file there, so a build that writes 220,000 files where the last site was just
 * deleted spends most of its time in the kernel. Only a hint: on another file system, or without
 * `chattr`, nothing changes and nothing fails.
 */
export function makeBuildFolder(dir: string): void {
  mkdirSync(dir, { recursive: true })
  spawnSync('chattr', ['+T', dir], { stdio: 'ignore' })
}
