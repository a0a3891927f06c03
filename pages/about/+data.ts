// https://vike.dev/data
import { trustFile, trustHead } from '../trustData'

export function data() {
  const trust = trustFile()
  return { head: trustHead(trust.about), trust: { sampleNote: trust.sampleNote, operator: trust.operator, about: trust.about, regulators: trust.regulators } }
}
export type Data = ReturnType<typeof data>
