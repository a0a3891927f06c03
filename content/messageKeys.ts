// Which message keys a body of code and data names (decision 023): the messages test uses it to find
// keys nothing reads, the island-messages plugin (content/islandMessagesPlugin.ts) to give each island
// the messages its code can ask for. A key is named when it is written whole ('calc.errors.title',
// also as a rule's reference 'validation.minAge|{...}'), or matched by a template of the code whose
// start is a fixed area (`products.tag.${tag}`, `landing.${notice}`).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The patterns of the code's template literals that start with a fixed area ('calc.'); `${x}.title` would match anything. */
export function keyTemplates(code: readonly string[]): RegExp[] {
  return code
    .flatMap((source) => [...source.matchAll(/`([^`]*?\$\{[^`]*?)`/g)].map((match) => match[1] ?? ''))
    .map(
      (template) =>
        new RegExp(
          `^${template
            .split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/)
            .map(escape)
            .join('[\\w.-]+')}$`,
        ),
    )
    .filter((pattern) => /^\^[a-zA-Z]+\\\./.test(pattern.source))
}

/**
 * The keys of `keys` that the code or data texts name, in the order of `keys`. With `wholeAreas`, every
 * key of an area the code names alone (keyAreas) counts as well: what an island may be asked to show.
 */
export function keysNamed(keys: readonly string[], code: readonly string[], data: readonly string[] = [], { wholeAreas = false } = {}): string[] {
  // Every dotted word of the texts, once: a key is written whole when it is one of them (not inside a
  // longer one: 'calc.title' is not named by 'calc.title.short' nor by 'x.calc.title').
  const written = new Set<string>()
  for (const text of [...code, ...data]) for (const [token] of text.matchAll(/[\w-]+(?:\.[\w-]+)+/g)) written.add(token)
  const templates = keyTemplates(code)
  const areas = wholeAreas ? keyAreas(code) : []
  return keys.filter((key) => written.has(key) || templates.some((pattern) => pattern.test(key)) || areas.some((area) => key.startsWith(area)))
}

/**
 * The areas the code names alone, as a string ('validation.'): code that tests a key it was given (a
 * remote rule's answer: `key.startsWith('validation.')`) may show any key of that area.
 */
export function keyAreas(code: readonly string[]): string[] {
  return [...new Set(code.flatMap((source) => [...source.matchAll(/['"`]([a-zA-Z]+\.)['"`]/g)].map((match) => match[1] ?? '')))]
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.json']
// Static and dynamic imports and re-exports with a relative specifier.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g

function resolveImport(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier)
  for (const candidate of [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), ...['/index.ts', '/index.tsx'].map((end) => base + end)]) {
    if (SOURCE_EXTENSIONS.some((ext) => candidate.endsWith(ext)) && existsSync(candidate)) return candidate
  }
  return null
}

/**
 * The project's source files that `entry` reaches through relative imports (static, dynamic and
 * re-exports), `entry` first. Packages and aliases ('#portal-config') are not followed: they name no
 * message key.
 */
export function sourceGraph(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (file.endsWith('.json')) return
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveImport(file, match[1] ?? '')
      if (next) visit(next)
    }
  }
  visit(resolve(entry))
  return [...seen]
}

/** Every .json file under `dir`, recursively, except those under `skip` (absolute paths). */
export function jsonFiles(dir: string, skip: readonly string[] = []): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (skip.some((prefix) => resolve(path).startsWith(resolve(prefix)))) return []
    return entry.isDirectory() ? jsonFiles(path, skip) : entry.name.endsWith('.json') ? [path] : []
  })
}
