import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrast } from '../../contrast'

// Issue 17: the focus ring must stand out at 3:1 or more from every background it is drawn on
// (WCAG 1.4.11). The ring sits 2 px outside the focused control, on the background of the page part
// around it: white, the soft panels, the dark footer band. Both portals share these styles.

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? cssFiles(path) : entry.name.endsWith('.css') ? [path] : []
  })
}

const globalCss = readFileSync('components/global.css', 'utf8')

function customProperty(name: string): string {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,6})\\s*;`).exec(globalCss)
  if (!found) throw new Error(`--${name} is not a hex colour in global.css`)
  return found[1]!
}

describe('focus ring colour (WCAG 1.4.11)', () => {
  const focus = customProperty('focus')
  // The page backgrounds with controls on them: white (--bg), the soft panels (--soft), the footer
  // and site-tools band (#101828), the grey of the calculators' unit boxes (#e8edf4).
  const backgrounds = { bg: customProperty('bg'), soft: customProperty('soft'), footer: '#101828', units: '#e8edf4' }

  it.each(Object.entries(backgrounds))('is 3:1 or more against %s (%s)', (_name, background) => {
    expect(contrast(focus, background)).toBeGreaterThanOrEqual(3)
  })

  it('the old amber ring fails against white, so the check can tell', () => {
    expect(contrast('#f59e0b', '#ffffff')).toBeLessThan(3)
  })

  it('every focus outline of the style sheets uses --focus', () => {
    const outlines = cssFiles('components')
      .concat(cssFiles('pages'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/outline:\s*([^;}]+)/g)].map((m) => `${file}: ${m[1]!.trim()}`))
    const coloured = outlines.filter((o) => !/:\s*(none|0)$/.test(o))
    expect(coloured.length).toBeGreaterThan(0)
    expect(coloured.filter((o) => !o.includes('var(--focus)'))).toEqual([])
  })
})
