import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { Island } from '../../../components/Island'
import { LoanCalculator } from '../../../components/islands/LoanCalculator'
import { startIslands } from '../../../renderer/islandsClient'
import { inPortal } from '../portalHarness'

// The islands runtime (renderer/islandsClient.ts) with an island that waits for the visitor, as the
// calculator pages have it. The component project builds the ECM portal ('#portal-config'), so the
// island is rendered with ECM's config and messages, as the ECM build prerenders it. React runs on
// its own scheduler (no act()), as in the browser.

afterEach(() => {
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

function calculatorPage(): HTMLElement {
  document.body.innerHTML = renderToString(
    inPortal('ecm', <Island name="LoanCalculator" component={LoanCalculator} props={{ kind: 'personal' as const }} when="interaction" loadWithQuery />),
  )
  startIslands(document)
  const el = document.querySelector<HTMLElement>('[data-island]')
  if (!el) throw new Error('no island')
  return el
}

/** The calculator page as it is while its scripts load: the visitor already focused the amount. */
function calculatorPageFocusedEarly(): HTMLElement {
  document.body.innerHTML = renderToString(
    inPortal('ecm', <Island name="LoanCalculator" component={LoanCalculator} props={{ kind: 'personal' as const }} when="interaction" loadWithQuery />),
  )
  control<HTMLInputElement>('input[name=amount]').focus()
  startIslands(document)
  return control<HTMLElement>('[data-island]')
}

function control<T extends Element>(selector: string): T {
  const el = document.querySelector<T>(selector)
  if (!el) throw new Error(`no ${selector}`)
  return el
}

test('an interaction island sleeps until the visitor focuses one of its fields', async () => {
  const el = calculatorPage()
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(el.dataset.hydrated).toBeUndefined()
  control<HTMLInputElement>('input[name=amount]').focus()
  await vi.waitFor(() => expect(el.dataset.hydrated).toBe('true'), { timeout: 5000 })
})

test('every click before hydration is held and replayed in order: the tap on Calculate works out the typed figures', async () => {
  const el = calculatorPage()
  const amount = control<HTMLInputElement>('input[name=amount]')
  // The visitor taps the amount (the focus wakes the island), types, taps the rate, types, then taps
  // Calculate: three clicks while the code is still on its way.
  amount.focus()
  amount.click()
  amount.value = '171000'
  const rate = control<HTMLInputElement>('input[name=rate]')
  rate.focus()
  rate.click()
  rate.value = '0.59'
  control<HTMLSelectElement>('select[name=months]').value = '36'
  const submitted = vi.fn()
  document.addEventListener('submit', submitted)
  control<HTMLButtonElement>('button[type=submit]').click()
  // Not sent as a plain form while React is not in charge.
  expect(submitted).not.toHaveBeenCalled()
  expect(el.dataset.hydrated).toBeUndefined()
  // https://www.frugalhoney.com/2021/06/computing-for-monthly-add-on-rates.html: Php171,000 at a
  // 0.59% monthly add-on rate for 36 months is Php5,758.90 a month.
  await vi.waitFor(() => expect(document.querySelector('.calc-headline strong')?.textContent).toBe('₱5,758.90'), { timeout: 5000 })
  expect(submitted).toHaveBeenCalledTimes(1)
  document.removeEventListener('submit', submitted)
})

test('with a query in the address the island hydrates at once and shows the shared result', async () => {
  window.history.replaceState(null, '', '/personal-loan-calculator?amount=171000&rate=0.59&months=36')
  const el = calculatorPage()
  await vi.waitFor(() => expect(el.dataset.hydrated).toBe('true'), { timeout: 5000 })
  // The same published example as above.
  await vi.waitFor(() => expect(document.querySelector('.calc-headline strong')?.textContent).toBe('₱5,758.90'))
})

test('a field focused before the runtime was listening wakes its island as soon as the runtime starts', async () => {
  const el = calculatorPageFocusedEarly()
  await vi.waitFor(() => expect(el.dataset.hydrated).toBe('true'), { timeout: 5000 })
  expect(document.activeElement).toBe(control('input[name=amount]'))
})

test('a key typed in an island wakes it, without a new focus (the focus came before the runtime)', async () => {
  const el = calculatorPage()
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(el.dataset.hydrated).toBeUndefined()
  control<HTMLInputElement>('input[name=amount]').dispatchEvent(new KeyboardEvent('keydown', { key: '1', bubbles: true }))
  await vi.waitFor(() => expect(el.dataset.hydrated).toBe('true'), { timeout: 5000 })
})

test('a list marked download only has its chunks downloaded while idle, not preloaded as modules (compiled) before the island wakes', async () => {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<script type="application/json" id="island-modules" data-idle="download">["/assets/chunks/a.js","https://evil.example/x.js","/assets/chunks/b.js","/assets/chunks/c.js"]</script>',
  )
  const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)]
  try {
    startIslands(document)
    // Two at a time: the next when one has loaded (or failed).
    await vi.waitFor(() => expect(links('prefetch').map((link) => link.getAttribute('href'))).toEqual(['/assets/chunks/a.js', '/assets/chunks/b.js']), {
      timeout: 3000,
    })
    links('prefetch')[0]!.dispatchEvent(new Event('load'))
    expect(links('prefetch').map((link) => link.getAttribute('href'))).toEqual(['/assets/chunks/a.js', '/assets/chunks/b.js', '/assets/chunks/c.js'])
    // A CORS request with the page's credentials, as the module's own fetch makes it.
    expect(links('prefetch')[0]!.crossOrigin).toBe('anonymous')
    expect(links('prefetch')[0]!.as).toBe('script')
    expect(links('modulepreload')).toEqual([])
    expect(document.getElementById('island-modules')!.dataset.done).toBeUndefined()
  } finally {
    document.head.querySelectorAll('#island-modules, link[rel="modulepreload"], link[rel="prefetch"]').forEach((el) => el.remove())
  }
})

test('the chunks the prerender listed are preloaded as modules once the page has loaded and is idle, once, and only site assets', async () => {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<script type="application/json" id="island-modules">["/assets/chunks/a.js","/assets/entries/b.js","https://evil.example/x.js"]</script>',
  )
  const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))
  try {
    startIslands(document)
    startIslands(document)
    // Not while the runtime starts (the page may still be loading): at the next idle moment.
    expect(links()).toEqual([])
    await vi.waitFor(() => expect(links()).toEqual(['/assets/chunks/a.js', '/assets/entries/b.js']), { timeout: 3000 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(links()).toEqual(['/assets/chunks/a.js', '/assets/entries/b.js'])
  } finally {
    document.head.querySelectorAll('#island-modules, link[rel="modulepreload"]').forEach((el) => el.remove())
  }
})
