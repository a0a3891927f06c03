import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'

// DESIGN.md: imports flow one way. domain imports nothing of ours but domain, and no React or DOM;
// components may import domain; server and scripts import domain and data, never React.

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

function topFolder(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null
  return relative(process.cwd(), resolve(dirname(file), spec)).split('/')[0] ?? null
}

const DOM_GLOBALS = /\b(document|window|localStorage|sessionStorage|navigator|HTMLElement)\b/

describe('import rules', () => {
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

  test.each([...files('server'), ...files('scripts')])('%s does not import React or the UI', (file) => {
    for (const spec of imports(file)) {
      expect(spec, `${file} imports ${spec}`).not.toMatch(/^(react|react-dom)(\/|$)/)
      const folder = topFolder(file, spec)
      if (folder !== null) expect(['domain', 'data', 'server', 'scripts'], `${file} imports ${spec}`).toContain(folder)
    }
  })

  test.each(files('components'))('%s imports only domain and components', (file) => {
    for (const spec of imports(file)) {
      const folder = topFolder(file, spec)
      if (folder !== null) expect(['domain', 'components', 'data'], `${file} imports ${spec}`).toContain(folder)
    }
  })
})
