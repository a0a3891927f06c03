import type { Translate } from '../translator'
import type { ExplainerSection } from './CalculatorPage'

/**
 * The explanation sections of a calculator page from message keys: for each section name, the
 * title `calc.page.<page>.<section>.title` and paragraphs `.p1` to `.p<count>`.
 */
export function explainerSections(t: Translate, page: string, sections: Record<string, number>): ExplainerSection[] {
  return Object.entries(sections).map(([name, count]) => ({
    title: t(`calc.page.${page}.${name}.title`),
    paragraphs: Array.from({ length: count }, (_, i) => t(`calc.page.${page}.${name}.p${i + 1}`)),
  }))
}
