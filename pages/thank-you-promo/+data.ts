// https://vike.dev/data
import { portal, t } from '../serverPortal'

export function data() {
  return { head: { title: t('thankYou.title', { brand: portal.brand }), description: t('thankYou.description'), noindex: true } }
}
