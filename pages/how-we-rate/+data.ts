// https://vike.dev/data
import { trustFile, trustHead } from '../trustData'

export function data() {
  const trust = trustFile()
  return { head: trustHead(trust.methodology), trust: { sampleNote: trust.sampleNote, methodology: trust.methodology } }
}
export type Data = ReturnType<typeof data>
