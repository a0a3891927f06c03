import type { SafeStorage } from './safeStorage'

// Modal dialogs (docs/requirements/pages-and-portals.md#modals): native <dialog data-dialog> elements opened as modals by
// [data-dialog-open="id"] triggers, closed by [data-dialog-close] controls, Escape (native) or a click
// on the backdrop. Closing resets their forms and clears their errors. A dialog with
// data-open-on-scroll="P" opens by itself once P percent of the page is scrolled, once per visit: not
// as a modal, since the visitor did not ask for it (issue 17): it takes neither the focus nor the
// clicks on the page, sits at the bottom of the window (site.css) and the page keeps room for it
// (--dialog-height), so no focused control goes under it.

/** Session-storage prefix marking a scroll-triggered dialog as already shown in this visit. */
export const SHOWN_PREFIX = 'dialog-shown:'

/** Empties a dialog's forms and the error marks other scripts left in it. */
export function resetDialog(dialog: HTMLDialogElement): void {
  for (const form of dialog.querySelectorAll('form')) form.reset()
  for (const field of dialog.querySelectorAll('[aria-invalid]')) field.removeAttribute('aria-invalid')
  for (const error of dialog.querySelectorAll<HTMLElement>('[data-error]')) error.textContent = ''
}

function dialogById(doc: Document, id: string | undefined): HTMLDialogElement | null {
  const found = id ? doc.getElementById(id) : null
  return found instanceof HTMLDialogElement ? found : null
}

function openModal(dialog: HTMLDialogElement): void {
  if (!dialog.open && dialog.isConnected) dialog.showModal()
}

/** The height the page reserves at its bottom for the open non-modal dialogs (global.css, site.css). */
function reserveRoom(doc: Document): void {
  let height = 0
  for (const dialog of doc.querySelectorAll<HTMLDialogElement>('dialog[data-dialog][open]')) {
    if (!dialog.matches(':modal')) height = Math.max(height, dialog.offsetHeight + 8)
  }
  doc.documentElement.style.setProperty('--dialog-height', `${height}px`)
}

/**
 * Opens a dialog beside the page (not modal), leaving the focus where it was: the dialog follows in
 * the tab order, Escape or its close button closes it.
 */
function openBeside(dialog: HTMLDialogElement, doc: Document): void {
  if (dialog.open || !dialog.isConnected) return
  const focused = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null
  dialog.show()
  // show() moves the focus into the dialog: give it back.
  if (focused) focused.focus({ preventScroll: true })
  else if (doc.activeElement instanceof HTMLElement && dialog.contains(doc.activeElement)) doc.activeElement.blur()
  reserveRoom(doc)
}

/** Share of the page scrolled, in percent (100 when the page does not scroll). */
export function scrolledPercent(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const room = scrollHeight - viewportHeight
  return room <= 0 ? 100 : (Math.max(0, scrollY) / room) * 100
}

function startScrollTriggers(doc: Document, session: SafeStorage, win: Window): void {
  const pending = [...doc.querySelectorAll<HTMLDialogElement>('dialog[data-dialog][data-open-on-scroll]')].filter(
    (dialog) => session.get(SHOWN_PREFIX + dialog.id) === null,
  )
  if (pending.length === 0) return
  const onScroll = () => {
    const percent = scrolledPercent(win.scrollY, doc.documentElement.scrollHeight, win.innerHeight)
    for (const dialog of [...pending]) {
      if (percent < Number(dialog.dataset.openOnScroll ?? 100)) continue
      // Another modal (the menu, a form) is in use: wait for the next scroll.
      if (doc.querySelector('dialog[open]')) return
      pending.splice(pending.indexOf(dialog), 1)
      session.set(SHOWN_PREFIX + dialog.id, '1')
      openBeside(dialog, doc)
    }
    if (pending.length === 0) win.removeEventListener('scroll', onScroll)
  }
  win.addEventListener('scroll', onScroll, { passive: true })
  // This code arrives after the page (a widget chunk): a visitor who already scrolled past the mark
  // gets the dialog now rather than at a next scroll that may not come. A page not scrolled yet (or
  // too short to scroll) waits for the visitor.
  if (win.scrollY > 0) onScroll()
}

/** Wires every dialog of the page, its openers and closers. */
export function startDialogs(doc: Document, session: SafeStorage, win: Window = window): void {
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const opener = target?.closest<HTMLElement>('[data-dialog-open]')
    const dialog = dialogById(doc, opener?.dataset.dialogOpen)
    if (opener && dialog) {
      event.preventDefault()
      openModal(dialog)
      return
    }
    if (target?.closest('[data-dialog-close]')) target.closest('dialog')?.close()
    // A click on the backdrop lands on the dialog element itself, outside its box.
    if (target instanceof HTMLDialogElement && target.matches('[data-dialog]') && event instanceof MouseEvent) {
      const box = target.getBoundingClientRect()
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
      if (!inside && (event.clientX !== 0 || event.clientY !== 0)) target.close()
    }
  })
  // 'close' does not bubble: listen in the capture phase.
  doc.addEventListener(
    'close',
    (event) => {
      if (!(event.target instanceof HTMLDialogElement && event.target.matches('[data-dialog]'))) return
      resetDialog(event.target)
      reserveRoom(doc)
    },
    true,
  )
  // Escape closes a non-modal dialog too (the browser does it for modals only), unless a modal is
  // open above it, which Escape closes first.
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || doc.querySelector('dialog:modal')) return
    const open = [...doc.querySelectorAll<HTMLDialogElement>('dialog[data-dialog][open]')]
    open.at(-1)?.close()
  })
  win.addEventListener('resize', () => reserveRoom(doc), { passive: true })
  startScrollTriggers(doc, session, win)
}
