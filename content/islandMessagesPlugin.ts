// Vite plugin: each island gets only the messages its code can ask for (decision 023), instead of the
// portal's whole message file inside the React chunk.
//
// 'virtual:island-messages' exports messagesOf(island): in the client build, a loader per island of
// components/islands/ whose module is the subset of the portal's catalogue that the island's source
// graph names (content/messageKeys.ts: keys written whole or matched by a template with a fixed area),
// plus the keys named by the portal's data (landing files carry validation message keys); the
// islands runtime (renderer/hydrateIsland.tsx) loads it beside the island's own module. Anywhere else
// (the dev server, the server build, the tests) it gives the whole catalogue, so an edit shows at once.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { readMessages } from './messages.ts'
import { jsonFiles, keysNamed, sourceGraph } from './messageKeys.ts'

const PUBLIC_ID = 'virtual:island-messages'
const RESOLVED_ID = `\0${PUBLIC_ID}`
/** Module id of one island's subset; renderer/islandChunksPlugin.ts looks for it in the chunks (ISLAND_MESSAGES_CHUNK). */
export const ISLAND_MESSAGES_PREFIX = `${PUBLIC_ID}/`

interface Options {
  /** The project root (components/islands/ is under it). */
  root: string
  dataDir: string
  locale: string
}

/** The islands: the modules of components/islands/. */
export function islandNames(root: string): string[] {
  return readdirSync(join(root, 'components', 'islands'))
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length))
    .sort()
}

/**
 * Reads the portal's catalogue and data once, then gives the messages of `locale` that island `name`
 * can ask for, in the catalogue's order.
 */
export function islandMessageReader(options: Options): (name: string) => Record<string, string> {
  const catalogue = readMessages(options.dataDir, options.locale)
  const keys = Object.keys(catalogue)
  const data = jsonFiles(
    options.dataDir,
    ['messages', 'products', 'lookups'].map((dir) => join(options.dataDir, dir)),
  ).map((file) => readFileSync(file, 'utf8'))
  return (name) => {
    const code = sourceGraph(join(options.root, 'components', 'islands', `${name}.tsx`)).map((file) => readFileSync(file, 'utf8'))
    return Object.fromEntries(keysNamed(keys, code, data, { wholeAreas: true }).map((key) => [key, catalogue[key]!]))
  }
}

/** The messages of `locale` that island `name` can ask for (one island: islandMessageReader reads the data once for many). */
export function islandMessages(options: Options, name: string): Record<string, string> {
  return islandMessageReader(options)(name)
}

export function islandMessagesPlugin(options: Options): Plugin {
  let subsets = false
  // Read at the first island of a build, once for all of them.
  let reader: ((name: string) => Record<string, string>) | undefined
  return {
    name: 'island-messages',
    configResolved(config) {
      subsets = config.command === 'build'
    },
    resolveId(id) {
      if (id === PUBLIC_ID) return RESOLVED_ID
      if (id.startsWith(ISLAND_MESSAGES_PREFIX)) return `\0${id}`
      return null
    },
    load(id, loadOptions) {
      if (id === RESOLVED_ID) {
        if (!subsets || loadOptions?.ssr || this.environment?.name !== 'client') {
          return `import messages from '#portal-messages'\nexport function messagesOf() { return Promise.resolve(messages) }\n`
        }
        const cases = islandNames(options.root)
          .map((name) => `    case ${JSON.stringify(name)}: return import(${JSON.stringify(ISLAND_MESSAGES_PREFIX + name)}).then((m) => m.default)`)
          .join('\n')
        return `export function messagesOf(island) {\n  switch (island) {\n${cases}\n    default: return Promise.reject(new Error('No messages for island ' + island))\n  }\n}\n`
      }
      if (id.startsWith(`\0${ISLAND_MESSAGES_PREFIX}`)) {
        const name = id.slice(`\0${ISLAND_MESSAGES_PREFIX}`.length)
        reader ??= islandMessageReader(options)
        return `export default ${JSON.stringify(reader(name))}\n`
      }
      return null
    },
  }
}
