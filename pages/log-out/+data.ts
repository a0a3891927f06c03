// https://vike.dev/data
import { portal, t } from '../serverPortal'

export function data() {
  return { head: { title: t('logout.title', { brand: portal.brand }), description: t('logout.description'), noindex: true } }
}
