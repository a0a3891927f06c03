// https://vike.dev/data
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { portalFolder } from '../../domain/portal'
import { catalogueCounts, trustFigures } from '../../domain/products/catalogueCounts'
import { organization, webSite } from '../../domain/seo/structuredData'
import { dataDir, portal, t } from '../serverPortal'

export function data() {
  // The trust line's figures come from the product files the build checked (docs/layout.md, rule 13):
  // read as plain JSON, since only the provider names are counted.
  const lists = portal.verticals.map(
    (vertical) => JSON.parse(readFileSync(join(dataDir, 'products', portalFolder(portal), `${vertical.key}.json`), 'utf8')) as { provider: string }[],
  )
  return {
    trust: trustFigures(catalogueCounts(lists)),
    head: {
      title: t('home.title', { brand: portal.brand }),
      description: t('home.description', { brand: portal.brand }),
      jsonLd: [organization(portal, t('home.description', { brand: portal.brand })), webSite(portal, t('home.description', { brand: portal.brand }))],
    },
  }
}
export type Data = ReturnType<typeof data>
