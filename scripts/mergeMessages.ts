// Merges message fragments (data/messages/parts/*.{en-PH,id-ID}.json) into the two message files.
// Usage: npx tsx scripts/mergeMessages.ts            (all fragments)
// `npm run dev` calls mergeMessages() whenever a fragment changes (scripts/devPlugin.ts).
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Merges the fragments of `dataDir`/messages/parts into `dataDir`/messages/{locale}.json; returns the message count per file. */
export function mergeMessages(dataDir = 'data'): { file: string; messages: number }[] {
  const dir = join(dataDir, 'messages')
  const written: { file: string; messages: number }[] = []
  for (const locale of ['en-PH', 'id-ID']) {
    const target = join(dir, `${locale}.json`)
    const merged = JSON.parse(readFileSync(target, 'utf8')) as Record<string, string>
    for (const file of readdirSync(join(dir, 'parts')).filter((f) => f.endsWith(`.${locale}.json`))) {
      try {
        Object.assign(merged, JSON.parse(readFileSync(join(dir, 'parts', file), 'utf8')))
      } catch (error) {
        throw new Error(`messages/parts/${file}: ${(error as Error).message}`)
      }
    }
    const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)))
    const text = JSON.stringify(sorted, null, 2) + '\n'
    written.push({ file: target, messages: Object.keys(sorted).length })
    // Unchanged files are left alone, so a watcher (npm run dev) sees no change it would reload for.
    if (readFileSync(target, 'utf8') === text) continue
    const tmp = `${target}.${process.pid}.tmp`
    writeFileSync(tmp, text)
    renameSync(tmp, target)
  }
  return written
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, messages } of mergeMessages()) console.log(`${file}: ${messages} messages`)
}
