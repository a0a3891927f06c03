// https://vike.dev/data
import { todayIn } from '../../domain/dates/todayIn'
import { portal, t } from '../serverPortal'

export function data() {
  return {
    head: { title: t('calc.page.tax.title', { brand: portal.brand }), description: t('calc.page.tax.description') },
    // The latest tax year offered: the current year in Manila when the site is built.
    lastYear: Number(todayIn(portal.timeZone, new Date()).slice(0, 4)),
  }
}
export type Data = ReturnType<typeof data>
