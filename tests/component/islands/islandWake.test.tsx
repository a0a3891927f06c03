import { afterEach, expect, test, vi } from 'vitest'
import { ISLAND_WAKE_SCRIPT } from '../../../domain/inlineScripts'
import { startIslands } from '../../../renderer/islandsClient'

// The inline wake script (renderer/islandPreloads.ts, decision 025) run as the browser runs it, from
// its text: at the first touch of a form or calculator it preloads the listed chunks at once, before
// the islands runtime has arrived.

afterEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

function pageWith(list: string): void {
  document.head.innerHTML = `<script type="application/json" id="island-modules">${list}</script>`
  document.body.innerHTML = [
    '<p><a href="/elsewhere" id="outside">Elsewhere</a></p>',
    '<div data-island="ProductFilters" data-when="interaction"><input id="filter" type="text"></div>',
    '<div data-island="TaxCalculator" data-when="interaction" data-prefetch="true"><form><input id="salary" type="text"></form></div>',
  ].join('')
  // As the page's <script> element runs it: its text, in the global scope.
  new Function(ISLAND_WAKE_SCRIPT)()
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))
const on = (id: string, event: Event) => document.getElementById(id)!.dispatchEvent(event)

test('a key, focus, pointer or touch in a form or calculator preloads every listed site chunk at once, once; elsewhere it does nothing', async () => {
  pageWith('["/assets/chunks/react.js","/assets/chunks/tax.js","https://evil.example/x.js","//evil.example/y.js",7]')
  on('outside', new FocusEvent('focusin', { bubbles: true }))
  on('filter', new KeyboardEvent('keydown', { key: '1', bubbles: true }))
  on('filter', new Event('pointerover', { bubbles: true }))
  expect(preloads()).toEqual([])

  on('salary', new KeyboardEvent('keydown', { key: '1', bubbles: true }))
  expect(preloads()).toEqual(['/assets/chunks/react.js', '/assets/chunks/tax.js'])
  expect(document.getElementById('island-modules')!.dataset.done).toBe('true')

  on('salary', new FocusEvent('focusin', { bubbles: true }))
  on('salary', new Event('touchstart', { bubbles: true }))
  // The runtime's own preload (at idle, or when it wakes the island) finds the list done.
  startIslands(document)
  await new Promise((resolve) => setTimeout(resolve, 400))
  expect(preloads()).toEqual(['/assets/chunks/react.js', '/assets/chunks/tax.js'])
})

test.each([
  ['focusin', () => new FocusEvent('focusin', { bubbles: true })],
  ['pointerover', () => new Event('pointerover', { bubbles: true })],
  ['touchstart', () => new Event('touchstart', { bubbles: true })],
])('%s in the calculator wakes the preload', (_name, event) => {
  pageWith('["/assets/chunks/react.js"]')
  on('salary', event())
  expect(preloads()).toEqual(['/assets/chunks/react.js'])
})

test('once the list is done (the runtime preloaded it at idle), the next event anywhere removes the listeners and adds nothing', () => {
  pageWith('["/assets/chunks/react.js"]')
  const removed = vi.spyOn(document, 'removeEventListener')
  try {
    on('outside', new Event('pointerover', { bubbles: true }))
    expect(removed).not.toHaveBeenCalled()
    document.getElementById('island-modules')!.dataset.done = 'true'
    on('outside', new Event('pointerover', { bubbles: true }))
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['focusin', 'keydown', 'pointerover', 'touchstart'])
    on('salary', new KeyboardEvent('keydown', { key: '1', bubbles: true }))
    expect(preloads()).toEqual([])
  } finally {
    removed.mockRestore()
  }
})

test('a damaged list (not JSON, not a list) preloads nothing and throws nothing', () => {
  for (const list of ['["/assets/chunks/a.js"', '{"a":"/assets/chunks/a.js"}']) {
    pageWith(list)
    expect(() => on('salary', new KeyboardEvent('keydown', { key: '1', bubbles: true }))).not.toThrow()
    expect(preloads()).toEqual([])
    document.head.innerHTML = ''
  }
})

test('a page without a list: the script does nothing', () => {
  document.body.innerHTML = '<div data-prefetch="true"><input id="salary"></div>'
  new Function(ISLAND_WAKE_SCRIPT)()
  on('salary', new KeyboardEvent('keydown', { key: '1', bubbles: true }))
  expect(preloads()).toEqual([])
})
