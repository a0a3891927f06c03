// Vite plugin: after the client build, writes which chunks each island needs (renderer/islandPreloads.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Plugin } from 'vite'
import { islandChunksFile, type IslandChunks } from './islandPreloads'

interface Chunk {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  imports: string[]
}

/** The module of an island's messages (content/islandMessagesPlugin.ts, ISLAND_MESSAGES_PREFIX), and the island's name. */
export const ISLAND_MESSAGES_CHUNK = /virtual:island-messages\/([A-Za-z]+)$/

/** The chunk and every chunk it imports statically, its own first. */
function closure(start: Chunk, byFile: Map<string, Chunk>): string[] {
  const seen = new Set<string>()
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const file of chunk.imports) {
      const next = byFile.get(file)
      if (next) visit(next)
    }
  }
  visit(start)
  return [...seen].map((file) => `/${file}`)
}

/** Writes island-chunks.json beside the client output of the portal's build (workDir). */
export function islandChunksPlugin(workDir: string): Plugin {
  return {
    name: 'island-chunks',
    apply: 'build',
    // After every plugin's generateBundle: vite removes the chunks that only carried CSS there.
    writeBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return
      const chunks = Object.values(bundle).filter((item): item is typeof item & Chunk => item.type === 'chunk') as unknown as Chunk[]
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const facade = (suffix: string) => chunks.filter((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix))
      const runtime = facade('/renderer/hydrateIsland.tsx')[0]
      if (!runtime) throw new Error('island-chunks: the client build has no chunk for renderer/hydrateIsland.tsx')
      const islands: IslandChunks['islands'] = {}
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId?.replace(/\\/g, '/').match(/\/components\/islands\/([A-Za-z]+)\.tsx$/)
        if (match?.[1]) islands[match[1]] = closure(chunk, byFile)
      }
      // Each island's messages (content/islandMessagesPlugin.ts) are fetched with its code.
      for (const chunk of chunks) {
        const name = chunk.facadeModuleId?.match(ISLAND_MESSAGES_CHUNK)?.[1]
        if (name && islands[name]) islands[name] = [...new Set([...islands[name], ...closure(chunk, byFile)])]
      }
      const file = islandChunksFile(workDir)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify({ runtime: closure(runtime, byFile), islands } satisfies IslandChunks))
    },
  }
}
