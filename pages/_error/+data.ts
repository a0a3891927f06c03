// https://vike.dev/data
import { portal, t } from '../serverPortal'

export function data() {
  return { head: { title: t('notFound.title', { brand: portal.brand }), description: t('notFound.description'), noindex: true } }
}
