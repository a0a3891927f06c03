// https://vike.dev/data
import type { LegalContent } from '../../domain/content/legalSchema'
import { withOperator } from '../../domain/content/operatorText'
import { contentFile, portal } from '../serverPortal'
import { trustFile } from '../trustData'

export function data() {
  const text = contentFile<LegalContent>('content', 'legal.json').terms
  // The operator's name and address from the trust file, where the portal has one (decision 067); the build checks the placeholders.
  const doc = portal.paths.about === undefined ? text : withOperator(text, trustFile().operator)
  return { head: { title: `${doc.title} | ${portal.brand}`, description: doc.description }, doc }
}
export type Data = ReturnType<typeof data>
