// Merges message fragments (data/messages/parts/*.{en-PH,id-ID}.json) into the two message files.
// Usage: npx tsx scripts/mergeMessages.ts            (all fragments)
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = join('data', 'messages')
for (const locale of ['en-PH', 'id-ID']) {
  const target = join(dir, `${locale}.json`)
  const merged = JSON.parse(readFileSync(target, 'utf8')) as Record<string, string>
  for (const file of readdirSync(join(dir, 'parts')).filter((f) => f.endsWith(`.${locale}.json`))) {
    Object.assign(merged, JSON.parse(readFileSync(join(dir, 'parts', file), 'utf8')))
  }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)))
  const tmp = `${target}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(sorted, null, 2) + '\n')
  renameSync(tmp, target)
  console.log(`${target}: ${Object.keys(sorted).length} messages`)
}
