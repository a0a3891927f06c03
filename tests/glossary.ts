// docs/glossary-id.md's "Do not use" column, for the tests that hold Indonesian texts to it: the
// sources (tests/unit/content/glossaryId.test.ts) and the built pages, where messages meet the values
// the code puts in them (tests/e2e/seo.test.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Every phrase of the glossary's last column. */
export function bannedPhrases(): string[] {
  const rows = readFileSync(join(root, 'docs/glossary-id.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| Action'))
  return rows.flatMap((row) => [...(row.split('|').at(-2) ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''))
}

/** A phrase as a whole word, in any case. */
export function phrasePattern(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu')
}
