// https://vike.dev/Page
import { Cover } from '../../components/contact/Cover'
import { useT } from '../../components/PortalContext'
import { useData } from '../../renderer/useData'
import type { Data } from './+data'

/** The partner's modal, shown for about a second before the redirect (+client.ts); its link works without script. */
export default function Page() {
  const t = useT()
  const { partnerName, href, verticalCode } = useData<Data>()
  return (
    <div className="container partner-landing">
      <dialog
        open
        className="partner-modal"
        aria-labelledby="partner-modal-title"
        data-partner-redirect={href}
        data-vertical={verticalCode}
        data-product={partnerName}
      >
        <div className="contact-box">
          <Cover done={false} />
          <h1 id="partner-modal-title">{t('contact.apply.heading', { partner: partnerName })}</h1>
          <p role="status">{t('partners.pleaseWait')}</p>
          <p>{t('contact.apply.body', { partner: partnerName })}</p>
          <p>
            <a className="button" href={href}>
              {t('contact.apply.continue', { partner: partnerName })}
            </a>
          </p>
        </div>
      </dialog>
    </div>
  )
}
