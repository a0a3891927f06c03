// https://vike.dev/data
import { portal, t } from '../serverPortal'

export function data() {
  // An entry point reached from apply buttons, with the product in its query: not a page to index.
  return {
    head: { title: t('products.wizard.title', { brand: portal.brand }), description: t('products.wizard.description', { brand: portal.brand }), noindex: true },
  }
}
export type Data = ReturnType<typeof data>
