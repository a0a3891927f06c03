// https://vike.dev/data
import { organization, webSite } from '../../domain/seo/structuredData'
import { portal, t } from '../serverPortal'

export function data() {
  return {
    head: {
      title: t('home.title', { brand: portal.brand }),
      description: t('home.description', { brand: portal.brand }),
      jsonLd: [organization(portal, t('home.description', { brand: portal.brand })), webSite(portal, t('home.description', { brand: portal.brand }))],
    },
  }
}
export type Data = ReturnType<typeof data>
