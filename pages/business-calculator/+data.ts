// https://vike.dev/data
import { portal, t } from '../serverPortal'

export function data() {
  return { head: { title: t('calc.page.business.title', { brand: portal.brand }), description: t('calc.page.business.description') } }
}
export type Data = ReturnType<typeof data>
