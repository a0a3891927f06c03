import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { RENDERER_ENTRY } from '../../../scripts/pipeline/productPages'

// README.md#map-of-the-code: imports flow one way. domain imports nothing of ours but domain, and no React or DOM;
// components may import domain; pages and renderer may import both (renderer never imports pages,
// pages use the renderer's public modules only); content/ (the portal registry, snapshot loading,
// content checks) is shared by pages, server and scripts; server and scripts import domain, data and
// content, never React; nothing imports scripts/ (entry points) but scripts and the tests; no cycles.

function files(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...files(path))
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(path)
  }
  return out
}

function imports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]/g)) found.push(m[1]!)
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!)
  for (const m of source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)) found.push(m[1]!)
  return found
}

/** The file a relative import names ('../domain/portal' -> 'domain/portal.ts'), or null for a package. */
function target(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null
  const base = relative(process.cwd(), resolve(dirname(file), spec))
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return base
}

function topFolder(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null
  return relative(process.cwd(), resolve(dirname(file), spec)).split('/')[0] ?? null
}

/** Imports erased at run time (`import type ... from`). */
function typeImports(file: string): Set<string> {
  const source = readFileSync(file, 'utf8')
  return new Set([...source.matchAll(/(?:^|\n)\s*import\s+type\b[^'"]*?from\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!))
}

/** Imports that exist at run time (an `import type` is erased, so it makes no cycle). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^'"]*?from\s*['"]([^'"]+)['"]/g)) found.push(m[1]!)
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!)
  return found
}

/** Every cycle of a directed graph, each as the list of its nodes (strongly connected components of two or more). */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

const SOURCE_FOLDERS = ['content', 'components', 'domain', 'pages', 'renderer', 'scripts', 'server']

/** What pages may use of the renderer: the page client entry, the data hook, the document, its types, the log-out helpers. */
const RENDERER_PUBLIC = ['renderer/pageClient.ts', 'renderer/useData.tsx', 'renderer/documentHtml.tsx', 'renderer/types.ts', 'renderer/site/logOut.ts']

const DOM_GLOBALS = /\b(document|window|localStorage|sessionStorage|navigator|HTMLElement)\b/

describe('import rules', () => {
  // cdn/ runs on the CDN's runtime (workerd): web APIs only, and nothing of ours but domain/.
  test.each(files('cdn'))('%s imports only domain/ and no Node module', (file) => {
    for (const spec of imports(file)) {
      expect(spec, `${file} imports ${spec}`).not.toMatch(/^(node:|react)/)
      const folder = topFolder(file, spec)
      expect(folder, `${file} imports ${spec}`).toBe('domain')
    }
  })

  test.each(files('domain'))('%s stays inside domain/ and uses no React, DOM or I/O', (file) => {
    for (const spec of imports(file)) {
      expect(spec, `${file} imports ${spec}`).not.toMatch(/^(react|react-dom)(\/|$)/)
      expect(spec, `${file} imports ${spec}`).not.toMatch(/^(node:)?(fs|http|https|net|child_process)(\/|$)/)
      const folder = topFolder(file, spec)
      if (folder !== null) expect(folder, `${file} imports ${spec}`).toBe('domain')
    }
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '')
      .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''")
    expect(DOM_GLOBALS.test(code), `${file} uses a DOM global`).toBe(false)
  })

  test.each([...files('server'), ...files('scripts'), ...files('content')])('%s does not import React or the UI', (file) => {
    const allowed = file.startsWith('content/') ? ['domain', 'data', 'content'] : ['domain', 'data', 'content', 'server', 'scripts', 'cdn']
    // The field table's generator reads the call-back modal's one definition, which lives with the modal
    // (components/contact/contactFields.ts, docs/forms.md "One definition per form"): it writes a doc, never ships.
    if (file === 'scripts/docs/formFields.ts') allowed.push('components')
    // The page loop names the catalogue renderer it bundles by a type import (erased at run time): the
    // one link from the pipeline into pages/, visible to the compiler (scripts/pipeline/README.md).
    const typeOnly = new Set(
      file === 'scripts/pipeline/productPages.ts' ? [...typeImports(file)].filter((spec) => spec.endsWith('/pages/product/productPageRenderer')) : [],
    )
    for (const spec of imports(file)) {
      expect(spec, `${file} imports ${spec}`).not.toMatch(/^(react|react-dom)(\/|$)/)
      const folder = topFolder(file, spec)
      if (folder !== null && !typeOnly.has(spec)) expect(allowed, `${file} imports ${spec}`).toContain(folder)
    }
  })

  test('the page loop bundles the renderer its type import names', () => {
    expect(RENDERER_ENTRY).toBe(resolve('pages/product/productPageRenderer.tsx'))
    expect(existsSync(RENDERER_ENTRY)).toBe(true)
    expect([...typeImports('scripts/pipeline/productPages.ts')]).toContain('../../pages/product/productPageRenderer')
  })

  test.each(files('renderer'))('%s never imports pages/ or scripts/', (file) => {
    for (const spec of imports(file)) {
      const folder = topFolder(file, spec)
      if (folder !== null) expect(['domain', 'components', 'data', 'renderer'], `${file} imports ${spec}`).toContain(folder)
    }
  })

  test.each(files('pages'))('%s imports the renderer through its public modules only', (file) => {
    for (const spec of imports(file)) {
      const folder = topFolder(file, spec)
      if (folder === null) continue
      expect(['domain', 'components', 'data', 'content', 'pages', 'renderer'], `${file} imports ${spec}`).toContain(folder)
      if (folder === 'renderer') expect(RENDERER_PUBLIC, `${file} imports ${spec}`).toContain(target(file, spec))
    }
  })

  test.each([...SOURCE_FOLDERS.filter((folder) => folder !== 'scripts').flatMap(files), 'vite.config.ts', 'vitest.config.ts'])(
    '%s does not import scripts/ (entry points only)',
    (file) => {
      for (const spec of imports(file)) expect(topFolder(file, spec), `${file} imports ${spec}`).not.toBe('scripts')
    },
  )

  test('no import cycle between top-level folders, nor between files', () => {
    const graph = new Map<string, Set<string>>()
    const folders = new Map<string, Set<string>>()
    for (const file of SOURCE_FOLDERS.flatMap(files)) {
      const edges = new Set<string>()
      for (const spec of valueImports(file)) {
        const to = target(file, spec)
        if (to === null || !existsSync(to)) continue
        edges.add(to)
        const [from, into] = [file.split('/')[0]!, to.split('/')[0]!]
        if (from !== into) (folders.get(from) ?? folders.set(from, new Set()).get(from)!).add(into)
      }
      graph.set(file, edges)
    }
    expect(cycles(folders)).toEqual([])
    expect(cycles(graph)).toEqual([])
  })

  test.each(files('components'))('%s imports only domain and components', (file) => {
    for (const spec of imports(file)) {
      const folder = topFolder(file, spec)
      if (folder !== null) expect(['domain', 'components', 'data'], `${file} imports ${spec}`).toContain(folder)
    }
  })
})
