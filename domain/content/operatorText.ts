// The operator named in the legal texts from the trust file (decision 067): a legal text writes
// {operator} and {operatorAddress} where the company's legal name and registered address go, so the
// terms and the privacy notice name the same company as the About page, from one record.
import type { LegalDoc } from './legalSchema'

/** The placeholders a legal text may use, and the trust file's `operator` field each one is. */
const OPERATOR_PLACEHOLDERS = { operator: 'legalName', operatorAddress: 'registeredAddress' } as const
type Placeholder = keyof typeof OPERATOR_PLACEHOLDERS

interface OperatorFacts {
  legalName: string
  registeredAddress: string
}

const TOKEN = /\{([A-Za-z]+)\}/g

/** The placeholders of a text, known or not, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1]!)
}

/** The placeholders of a text the legal texts do not have (a typo such as {operater}). */
export function unknownPlaceholders(text: string): string[] {
  return placeholdersIn(text).filter((name) => !(name in OPERATOR_PLACEHOLDERS))
}

function fill(text: string, operator: OperatorFacts): string {
  return text.replace(TOKEN, (whole, name: string) => (name in OPERATOR_PLACEHOLDERS ? operator[OPERATOR_PLACEHOLDERS[name as Placeholder]] : whole))
}

/** Every text of a legal document, with where it is (for the build's problems): [path, text]. */
export function legalTexts(doc: LegalDoc): [string, string][] {
  const texts: [string, string][] = [
    ['title', doc.title],
    ['description', doc.description],
    ['intro', doc.intro],
  ]
  doc.sections.forEach((section, i) => {
    texts.push([`sections[${i}] › heading`, section.heading])
    section.paragraphs.forEach((text, j) => texts.push([`sections[${i}] › paragraphs[${j}]`, text]))
    section.list?.forEach((text, j) => texts.push([`sections[${i}] › list[${j}]`, text]))
  })
  return texts
}

/** The document with the operator's name and address in place of its placeholders. */
export function withOperator(doc: LegalDoc, operator: OperatorFacts): LegalDoc {
  return {
    ...doc,
    title: fill(doc.title, operator),
    description: fill(doc.description, operator),
    intro: fill(doc.intro, operator),
    sections: doc.sections.map((section) => ({
      ...section,
      heading: fill(section.heading, operator),
      paragraphs: section.paragraphs.map((text) => fill(text, operator)),
      ...(section.list === undefined ? {} : { list: section.list.map((text) => fill(text, operator)) }),
    })),
  }
}
