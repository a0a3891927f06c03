// https://vike.dev/data: the head of every calculator page, inherited by each page below this folder.
// The page's folder names its calculator (domain/calculators/registry.ts, calculatorOfPage).
import type { PageContextServer } from 'vike/types'
import { calculatorOfPage } from '../../domain/calculators/registry'
import { portal, t } from '../serverPortal'

export function data(pageContext: PageContextServer) {
  const { page } = calculatorOfPage(pageContext.pageId ?? '')
  return { head: { title: t(`calc.page.${page}.title`, { brand: portal.brand }), description: t(`calc.page.${page}.description`) } }
}
