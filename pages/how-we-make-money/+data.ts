// https://vike.dev/data
import { trustFile, trustHead } from '../trustData'

export function data() {
  const trust = trustFile()
  return { head: trustHead(trust.money), trust: { sampleNote: trust.sampleNote, money: trust.money } }
}
export type Data = ReturnType<typeof data>
