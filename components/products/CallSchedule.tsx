import { usePortal, useT } from '../PortalContext'

/** The #call-schedule section Contact-Me links lead to: how a call-back works, readable without the modal. */
export function CallSchedule() {
  const portal = usePortal()
  const t = useT()
  return (
    <section id="call-schedule" className="call-schedule" aria-labelledby="call-schedule-title" tabIndex={-1}>
      <h2 id="call-schedule-title">{t('products.callSchedule.title')}</h2>
      <p>{t('products.callSchedule.how', { brand: portal.brand })}</p>
      <p>{t('products.callSchedule.free')}</p>
    </section>
  )
}
