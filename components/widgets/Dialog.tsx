import type { ReactNode } from 'react'
import { useT } from '../PortalContext'

interface DialogProps {
  id: string
  title: string
  /** Opens the dialog by itself once this share of the page (percent) is scrolled, once per visit. */
  openOnScroll?: number
  children: ReactNode
}

/**
 * A modal dialog (renderer/site/dialogs.ts opens it from [data-dialog-open] triggers). Escape and a
 * click on the backdrop close it (closedby="any"), as does its close button; closing resets its forms.
 */
export function Dialog({ id, title, openOnScroll, children }: DialogProps) {
  const t = useT()
  return (
    <dialog id={id} className="dialog" data-dialog="" data-open-on-scroll={openOnScroll} aria-labelledby={`${id}-title`} {...{ closedby: 'any' }}>
      <div className="dialog-head">
        <h2 id={`${id}-title`} className="dialog-title">
          {title}
        </h2>
        <button type="button" className="dialog-close quiet-button" data-dialog-close="">
          {t('site.dialog.close')}
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  )
}

/** A button that opens a dialog; its id makes '#id' in the address open the dialog on arrival. */
export function DialogOpener({ dialogId, id, className, children }: { dialogId: string; id?: string; className?: string; children: ReactNode }) {
  return (
    <button type="button" id={id} className={className ?? 'button secondary'} data-dialog-open={dialogId} aria-haspopup="dialog">
      {children}
    </button>
  )
}
