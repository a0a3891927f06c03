// The portals' messages have one source: the parts {dataDir}/messages/parts/<area>.<locale>.json. The
// catalogues {dataDir}/messages/<locale>.json that the site bundles are generated from them, ignored
// by git, and rewritten by every input check (docs/decisions/017-message-layer.md).
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A part that cannot be read: its path under the data folder ('messages/parts/site.en-PH.json') and why. */
export class MessagePartError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`)
  }
}

const PART = /^[\w-]+\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)\.json$/

function partFiles(partsDir: string): { name: string; locale: string }[] {
  if (!existsSync(partsDir)) return []
  return readdirSync(partsDir)
    .sort()
    .flatMap((name) => {
      const locale = PART.exec(name)?.[1]
      return locale === undefined ? [] : [{ name, locale }]
    })
}

function readPart(partsDir: string, name: string): Record<string, string> {
  const file = `messages/parts/${name}`
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(join(partsDir, name), 'utf8'))
  } catch (error) {
    throw new MessagePartError(file, (error as Error).message)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new MessagePartError(file, 'not a JSON object of messages')
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw new MessagePartError(file, `message ${key} is not a string`)
  }
  return parsed as Record<string, string>
}

/** The locales that have message parts in `dataDir` ('en-PH', 'id-ID'), sorted. */
export function messageLocales(dataDir: string): string[] {
  return [...new Set(partFiles(join(dataDir, 'messages', 'parts')).map((part) => part.locale))].sort()
}

/** One part as read: its area ('site'), locale, path under the data folder and keys. */
export interface MessagePart {
  area: string
  locale: string
  file: string
  keys: string[]
}

/** Every readable part of `dataDir` (one that does not read is MessagePartError's to name). */
export function messageParts(dataDir: string): MessagePart[] {
  const partsDir = join(dataDir, 'messages', 'parts')
  return partFiles(partsDir).flatMap(({ name, locale }) => {
    try {
      return [
        { area: name.slice(0, name.length - `.${locale}.json`.length), locale, file: `messages/parts/${name}`, keys: Object.keys(readPart(partsDir, name)) },
      ]
    } catch {
      return []
    }
  })
}

/**
 * The part a key of `locale` belongs in: the one that holds it, else the part of that locale whose area
 * holds the key in another locale, else the area of another key with the same first word
 * ('callWindow.lunch' -> callWindows.<locale>.json). A problem names this file, not the generated catalogue.
 */
export function partFileOf(parts: readonly MessagePart[], locale: string, key: string): string {
  const holding = (part: MessagePart) => part.keys.includes(key)
  const own = parts.find((part) => part.locale === locale && holding(part))
  if (own) return own.file
  const first = `${key.split('.')[0]}.`
  const area = parts.find(holding)?.area ?? parts.find((part) => part.keys.some((other) => other.startsWith(first)))?.area ?? key.split('.')[0]
  return `messages/parts/${area}.${locale}.json`
}

/** Every message of one locale, read from its parts (a key in two parts is a problem of the data, see tests). */
export function readMessages(dataDir: string, locale: string): Record<string, string> {
  const partsDir = join(dataDir, 'messages', 'parts')
  const messages: Record<string, string> = {}
  for (const part of partFiles(partsDir).filter((file) => file.locale === locale)) Object.assign(messages, readPart(partsDir, part.name))
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * Writes the generated catalogue of each locale, {dataDir}/messages/<locale>.json, from its parts;
 * an unchanged catalogue is left alone, so a watcher (npm run dev) sees no change to reload for.
 * Throws MessagePartError for a part that is not a JSON object of strings.
 */
export function writeMessageCatalogues(dataDir: string): { file: string; messages: number }[] {
  const written: { file: string; messages: number }[] = []
  for (const locale of messageLocales(dataDir)) {
    const messages = readMessages(dataDir, locale)
    const target = join(dataDir, 'messages', `${locale}.json`)
    const text = JSON.stringify(messages, null, 2) + '\n'
    written.push({ file: target, messages: Object.keys(messages).length })
    if (existsSync(target) && readFileSync(target, 'utf8') === text) continue
    const tmp = `${target}.${process.pid}.tmp`
    writeFileSync(tmp, text)
    renameSync(tmp, target)
  }
  return written
}
