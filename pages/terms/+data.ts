// https://vike.dev/data
import type { LegalContent } from '../../domain/content/legalSchema'
import { contentFile, portal } from '../serverPortal'

export function data() {
  const doc = contentFile<LegalContent>('content', 'legal.json').terms
  return { head: { title: `${doc.title} | ${portal.brand}`, description: doc.description }, doc }
}
export type Data = ReturnType<typeof data>
