// https://vike.dev/data
import { portal, t } from '../serverPortal'

export function data() {
  return { head: { title: t('calc.page.house.title', { brand: portal.brand }), description: t('calc.page.house.description') } }
}
export type Data = ReturnType<typeof data>
