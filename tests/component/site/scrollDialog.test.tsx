import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { SHOWN_PREFIX, startDialogs } from '../../../renderer/site/dialogs'
import { memoryStorage } from '../../unit/site/memory'

// A dialog that opens by itself once P percent of the page is scrolled (renderer/site/dialogs.ts,
// the guides' help dialog). Its code arrives after the page, so the visitor may have scrolled before
// it listens.

// jsdom has <dialog> but not its show(): the browser's, reduced to what the code reads back (open).
const proto = HTMLDialogElement.prototype as { show?: () => void }
const nativeShow = proto.show
beforeAll(() => {
  proto.show = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
})
afterAll(() => {
  proto.show = nativeShow
})

afterEach(() => {
  document.body.innerHTML = ''
})

/** A window scrolled to `scrollY` on a page of 3,000 px seen through 800 px. */
function fakeWindow(scrollY: number) {
  const listeners = new Map<string, () => void>()
  const win = {
    scrollY,
    innerHeight: 800,
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  }
  return { win: win as unknown as Window, listeners, scrollTo: (y: number) => ((win.scrollY = y), listeners.get('scroll')?.()) }
}

function pageWithHelp(): HTMLDialogElement {
  document.body.innerHTML = '<dialog id="help" data-dialog data-open-on-scroll="60"><p>Need help?</p></dialog>'
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 })
  return document.getElementById('help') as HTMLDialogElement
}

test('scrolled past the mark before the code ran: the dialog opens when it starts, once per visit', () => {
  const help = pageWithHelp()
  const session = memoryStorage()
  const { win, listeners } = fakeWindow(2200)
  startDialogs(document, session, win)
  expect(help.open).toBe(true)
  expect(session.get(SHOWN_PREFIX + 'help')).toBe('1')
  expect(listeners.has('scroll')).toBe(false)
})

test('not scrolled yet: nothing opens at start; it opens when the visitor scrolls past the mark', () => {
  const help = pageWithHelp()
  const { win, scrollTo } = fakeWindow(0)
  startDialogs(document, memoryStorage(), win)
  expect(help.open).toBe(false)
  scrollTo(1000)
  expect(help.open).toBe(false)
  scrollTo(1400)
  expect(help.open).toBe(true)
})

test('already shown in this visit: scrolled past the mark, it stays closed', () => {
  const help = pageWithHelp()
  startDialogs(document, memoryStorage({ [SHOWN_PREFIX + 'help']: '1' }), fakeWindow(2200).win)
  expect(help.open).toBe(false)
})
