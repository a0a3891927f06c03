// A folder the generator owns is read only through itself: a symbolic link inside it (planted, or left
// by a tool) would make the build read, and the pull or a publish write, outside it (docs/security.md).
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every symbolic link under `dir`, as a path relative to it with '/', never followed; sorted. */
export function symlinksUnder(dir: string): string[] {
  const found: string[] = []
  const walk = (rel: string) => {
    for (const entry of readdirSync(rel === '' ? dir : join(dir, rel), { withFileTypes: true })) {
      const path = rel === '' ? entry.name : `${rel}/${entry.name}`
      if (entry.isSymbolicLink()) found.push(path)
      else if (entry.isDirectory()) walk(path)
    }
  }
  walk('')
  return found.sort()
}
