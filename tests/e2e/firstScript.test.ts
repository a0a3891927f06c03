// A page's first script is two requests deep (decision 021): its entry, then the site's one chunk of
// up-front code (the site's behaviours, the cookie notice, the islands runtime), which imports
// nothing. On a phone's slow round trips each level of imports delays the cookie notice by one.
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { describe, expect, test } from 'vitest'
import { PORTALS } from './harness'
import { builtPageHtml } from './pages'

/** Site paths a built module imports statically (`import ... from"./x.js"`, `import"./x.js"`), not `import()`. */
function staticImports(siteDir: string, path: string): string[] {
  const code = readFileSync(join(siteDir, path), 'utf8')
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((m) => posix.join(posix.dirname(path), m[1]!))
}

describe.each(PORTALS)('%s first script', (portal) => {
  const siteDir = join('dist', portal)

  test('every page runs its entry and one shared chunk, and that chunk imports nothing', () => {
    const shared = new Set<string>()
    let withScript = 0
    for (const { path, html } of builtPageHtml(portal)) {
      const entries = [...html.matchAll(/<script src="([^"]+)" type="module"/g)].map((m) => m[1]!)
      // A page without script (the privacy notice, which the cookie notice links to) has no chain.
      expect(entries.length, path).toBeLessThanOrEqual(1)
      if (entries.length === 0) continue
      withScript++
      const chunks = staticImports(siteDir, entries[0]!)
      expect(chunks, path).toHaveLength(1)
      shared.add(chunks[0]!)
    }
    expect(withScript).toBeGreaterThan(30)
    expect(shared.size).toBe(1)
    const [chunk] = [...shared]
    expect(staticImports(siteDir, chunk!)).toEqual([])
    // It is the chunk that shows the cookie notice.
    expect(readFileSync(join(siteDir, chunk!), 'utf8')).toContain('[data-consent]')
  })
})
