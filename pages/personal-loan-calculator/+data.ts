// https://vike.dev/data
import { portal, t } from '../serverPortal'

export function data() {
  return { head: { title: t('calc.page.personal.title', { brand: portal.brand }), description: t('calc.page.personal.description') } }
}
export type Data = ReturnType<typeof data>
