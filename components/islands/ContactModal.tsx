import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import type { DetailsRecipient } from '../../domain/contact/detailsRecipient'
import { track } from '../analytics/analytics'
import { contactCompletion, type ContactCompletion } from '../contact/completion'
import { loadContactData } from '../contact/contactData'
import { ContactForm } from '../contact/ContactForm'
import type { ContactValues } from '../contact/contactValues'
import { Cover } from '../contact/Cover'
import { navigation } from '../navigation'
import { onOpenRequest } from '../contact/openers'
import { startSession, type ContactSession } from '../contact/session'
import { usePortal, useT } from '../PortalContext'
import type { Translate } from '../translator'

/** Delay between 'Please wait...' and a partner redirect: 1 second (docs/requirements/forms-and-leads.md#partner-completions). */
export const REDIRECT_DELAY_MS = 1000

interface Opened {
  session: ContactSession
  openedAt: Date
  serial: number
}

type Phase = { kind: 'form' } | { kind: 'done'; firstName: string; completion: ContactCompletion }

/**
 * The line under the title: who will call, as the consent under it says (decision 055). The names are
 * arguments of the message, rendered by React as text.
 */
function leadLine(t: Translate, recipient: DetailsRecipient): string {
  if (recipient.kind === 'advisor') return t('contact.lead.advisor', { brand: recipient.brand })
  if (recipient.name === null) return t('contact.lead.product', { product: recipient.product })
  if (recipient.product === null) return t('contact.lead.company', { company: recipient.name })
  return t('contact.lead.provider', { product: recipient.product, provider: recipient.name })
}

/** The thank-you panel's body: the same recipient, now that the request is in. */
function thanksBody(t: Translate, recipient: DetailsRecipient): string {
  if (recipient.kind === 'advisor') return t('contact.thanks.body', { brand: recipient.brand })
  if (recipient.name === null) return t('contact.thanks.bodyProduct', { product: recipient.product })
  return t('contact.thanks.bodyCompany', { company: recipient.name })
}

/**
 * The Contact-Me modal (docs/requirements/forms-and-leads.md#contact-me-modal): a native modal <dialog> (focus kept inside, the page inert),
 * opened by the openers of components/contact/openers.ts in the variant of the link's banner, closed
 * by its dismiss button, a click on the backdrop or Escape; closing resets the form and its errors
 * and returns focus to the link that opened it. Its server HTML is an empty closed dialog.
 */
export function ContactModal() {
  const portal = usePortal()
  const t = useT()
  const prefix = `contact${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const dialogRef = useRef<HTMLDialogElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [opened, setOpened] = useState<Opened | null>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'form' })
  const [failed, setFailed] = useState(false)
  const serial = useRef(0)
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(redirectTimer.current), []) // an unmounted modal redirects no one later

  useEffect(() => {
    // Fetched while the browser is idle, so the first open does not wait for it.
    void loadContactData(portal.code).catch(() => undefined)
    return onOpenRequest((request) => {
      loadContactData(portal.code).then(
        (data) => {
          const now = new Date()
          const session = startSession(request, data.variants, data.consents, portal, now)
          serial.current += 1
          setFailed(false)
          setPhase({ kind: 'form' })
          setOpened({ session, openedAt: now, serial: serial.current })
          track({ event: 'contact_launch', vertical: session.verticalCode, productName: session.productName })
        },
        (error: unknown) => {
          console.error('The contact form could not load:', error)
          setFailed(true)
          dialogRef.current?.showModal()
        },
      )
    })
  }, [portal])

  useEffect(() => {
    const dialog = dialogRef.current
    if (opened && dialog && !dialog.open) dialog.showModal()
  }, [opened])

  useEffect(() => {
    if (phase.kind === 'done') headingRef.current?.focus()
  }, [phase])

  const handleClose = () => {
    // The browser fires 'close' in a task of its own after the dialog closed: a visitor who reopens
    // it at once (Escape, then Enter on the link) can have the new form open before this runs. That
    // late event closes nothing.
    if (dialogRef.current?.open) return
    clearTimeout(redirectTimer.current)
    const opener = opened?.session.request.opener
    setOpened(null)
    setFailed(false)
    setPhase({ kind: 'form' })
    if (opener?.isConnected) opener.focus()
  }

  const handleBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget
    if (event.target !== dialog) return
    // A click on the backdrop lands on the dialog element itself, outside its box.
    const box = dialog.getBoundingClientRect()
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) dialog.close()
  }

  const session = opened?.session
  const onSent = useCallback(
    (values: ContactValues) => {
      // A post that ends after the visitor closed the modal completes nothing (no panel, no redirect).
      if (!session || !dialogRef.current?.open) return
      const completion = contactCompletion(session, values, portal)
      setPhase({ kind: 'done', firstName: values.firstName.trim(), completion })
      if (completion.kind === 'thank-you') return
      track({ event: 'contact_redirect', vertical: session.verticalCode, productName: session.productName })
      if (completion.kind === 'new-tab') navigation.openInNewTab(completion.href)
      else redirectTimer.current = setTimeout(() => navigation.go(completion.href), REDIRECT_DELAY_MS)
    },
    [session, portal],
  )

  const titleId = `${prefix}-heading`
  const partnerName = session?.partner?.name ?? session?.company ?? ''
  return (
    // A click on the backdrop is a pointer shortcut; keyboards close the modal with Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id="contact-modal"
      className="contact-modal"
      aria-labelledby={opened || failed ? titleId : undefined}
      onClose={handleClose}
      onClick={handleBackdrop}
    >
      {(opened || failed) && (
        <div className="contact-box">
          <button type="button" className="contact-dismiss" onClick={() => dialogRef.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('contact.close')}</span>
          </button>
          <Cover done={phase.kind === 'done'} />
          {failed || !session ? (
            <>
              <h2 id={titleId}>{t('contact.title')}</h2>
              <p role="alert">{t('contact.unavailable')}</p>
            </>
          ) : phase.kind === 'form' ? (
            <>
              <h2 id={titleId}>{t('contact.title')}</h2>
              <p className="contact-lead">{leadLine(t, session.recipient)}</p>
              <ContactForm key={opened?.serial} idPrefix={prefix} session={session} openedAt={opened.openedAt} onSent={onSent} />
            </>
          ) : phase.completion.kind === 'redirect' ? (
            <div className="contact-done" role="status">
              <h2 id={titleId} ref={headingRef} tabIndex={-1}>
                {t(phase.completion.waitMessageKey)}
              </h2>
              <p>{t('contact.redirecting', { partner: partnerName })}</p>
              <span className="contact-wait" aria-hidden="true" />
            </div>
          ) : (
            <div className="contact-done">
              {/* The first name is passed as a value and rendered by React as text, never as HTML. */}
              <h2 id={titleId} ref={headingRef} tabIndex={-1}>
                {t('contact.thanks.heading', { name: phase.firstName })}
              </h2>
              <p>{thanksBody(t, session.recipient)}</p>
              {phase.completion.kind === 'new-tab' && (
                <p>
                  <a href={phase.completion.href} target="_blank" rel="noopener">
                    {t('contact.newTab', { partner: partnerName })}
                  </a>
                </p>
              )}
              <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
                {t('contact.thanks.close')}
              </button>
            </div>
          )}
        </div>
      )}
    </dialog>
  )
}
