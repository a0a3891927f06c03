// The summary printed for content staff after each build: pages, files and bytes per portal,
// records per data file, and the time the build took.
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

export interface PortalBuildFigures {
  code: string
  /** Folder the portal was written to, e.g. dist/ecm. */
  outDir: string
  pages: number
  files: number
  bytes: number
}

export interface BuildSummaryInput {
  portals: PortalBuildFigures[]
  records: Array<{ file: string; records: number; detail: string }>
  /** Wall-clock time of the build, in milliseconds. */
  elapsedMs: number
}

/** Files and total bytes under a folder, counted recursively. */
export async function measureDirectory(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0
  let bytes = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    files += 1
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return { files, bytes }
}

/** Human-readable size in binary units: 512 B, 1.5 KiB, 12.3 MiB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/** The staff summary as lines of text (English: staff tooling output, not visitor text). */
export function formatBuildSummary(input: BuildSummaryInput): string {
  const count = new Intl.NumberFormat('en-US')
  const lines = ['Build summary']
  for (const portal of input.portals) {
    lines.push(`  ${portal.code}: ${count.format(portal.pages)} pages, ${count.format(portal.files)} files, ${formatBytes(portal.bytes)} in ${portal.outDir}`)
  }
  lines.push('  Data:')
  const width = Math.max(0, ...input.records.map((record) => record.file.length))
  for (const record of input.records) {
    lines.push(`    ${record.file.padEnd(width)}  ${count.format(record.records).padStart(6)} ${record.detail}`)
  }
  lines.push(`  Time: ${(input.elapsedMs / 1000).toFixed(1)} s`)
  return lines.join('\n')
}
