// https://vike.dev/data
import { portal, t } from '../serverPortal'

export function data() {
  return {
    head: {
      title: t('products.compare.title', { brand: portal.brand }),
      description: t('products.compare.description', { brand: portal.brand }),
      noindex: true,
    },
  }
}
export type Data = ReturnType<typeof data>
