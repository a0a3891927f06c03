// https://vike.dev/data: the head of every calculator page, inherited by each page below this folder.
// The page's folder names its calculator (domain/calculators/registry.ts, calculatorOfPage).
import type { PageContextServer } from 'vike/types'
import { calculatorOfPage } from '../../domain/calculators/registry'
import { portal, t } from '../serverPortal'
import { webApplication } from '../../domain/seo/structuredData'
import { bylineOf } from '../trustData'

export function data(pageContext: PageContextServer) {
  const { page, path } = calculatorOfPage(pageContext.pageId ?? '')
  const byline = bylineOf(path)
  const href = portal.paths[path] ?? ''
  return {
    head: {
      title: t(`calc.page.${page}.title`, { brand: portal.brand }),
      description: t(`calc.page.${page}.description`),
      ...(byline ? { jsonLd: [webApplication(portal, href, t(`calc.page.${page}.heading`), byline.facts)] } : {}),
    },
    byline: byline?.text ?? null,
  }
}
