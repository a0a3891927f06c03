import type { ComponentType } from 'react'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import ckjPromo from '../../../data/landings/ckj/promo-kartu-kredit.json'
import ecmPromo from '../../../data/landings/ecm/credit-card-promo.json'
import ckjKta from '../../../data/landings/ckj/promo-kta.json'
import ecmLoanPromo from '../../../data/landings/ecm/personal-loan-promo.json'
import ecmProvinces from '../../../data/lookups/ecm/provinces.json'
import ckjProvinces from '../../../data/lookups/ckj/provinces.json'
import { Island } from '../../../components/Island'
import { LandingForm, type LandingFormProps } from '../../../components/islands/LandingForm'
import { LoanCalculator } from '../../../components/islands/LoanCalculator'
import { readLiveState } from '../../../components/LiveState'
import type { LandingStep } from '../../../domain/landings/landingSchema'
import { hydrateIsland, takeOver } from '../../../renderer/hydrateIsland'
import { inPortal, PORTALS, type PortalKey } from '../portalHarness'

// An island takes over in one synchronous task, starting from what the visitor typed, picked or
// ticked in the live DOM (renderer/hydrateIsland.tsx takeOver, components/LiveState.tsx). Nothing
// is replayed: the island's first state is the page's; with the visitor in the island, React owns the
// fields when takeOver returns.

// Every root takeOver hydrates, so that each test unmounts its islands: a root left mounted keeps
// React's scheduler working after the test, and after the file, when the page (jsdom) is gone.
const roots = vi.hoisted(() => [] as Root[])
vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof import('react-dom/client')>()
  return {
    ...client,
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => {
      const root = client.hydrateRoot(...args)
      roots.push(root)
      return root
    },
  }
})

afterEach(async () => {
  for (const root of roots.splice(0)) root.unmount()
  // The unmounts' passive effects run in a scheduler task: let it run while the page still exists.
  await new Promise((resolve) => setTimeout(resolve, 20))
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
  localStorage.clear()
})

/** Puts an island's server HTML in the page, as the prerendered page has it (components/Island.tsx). */
function serverIsland<P extends object>(key: PortalKey, name: string, component: ComponentType<P>, props: P): HTMLElement {
  document.body.innerHTML = renderToString(inPortal(key, <Island name={name} component={component} props={props} when="interaction" />))
  const el = document.querySelector<HTMLElement>('[data-island]')
  if (!el) throw new Error('no island')
  return el
}

function field<T extends Element>(selector: string): T {
  const el = document.querySelector<T>(selector)
  if (!el) throw new Error(`no ${selector}`)
  return el
}

/** What typing does to a field before any script listens: the text changes, the caret sits where typing left it. */
function typeBeforeTakeover(input: HTMLInputElement, text: string, caret = text.length): void {
  input.focus()
  input.value = text
  input.setSelectionRange(caret, caret)
}

/** A key typed into a field that React owns, as the browser delivers it: the text changes, then an input event. */
function typeKey(input: HTMLInputElement, key: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  const at = input.selectionStart ?? input.value.length
  setter?.call(input, `${input.value.slice(0, at)}${key}${input.value.slice(at)}`)
  input.setSelectionRange(at + 1, at + 1)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

function reactOwns(el: Element): boolean {
  return Object.keys(el).some((key) => key.startsWith('__reactFiber'))
}

const LOAN = {
  // https://www.frugalhoney.com/2021/06/computing-for-monthly-add-on-rates.html: Php171,000 at a
  // 0.59% monthly add-on rate for 36 months is Php5,758.90 a month.
  ecm: { amount: '171000', rate: '0.59', months: '36', instalment: '₱5,758.90', next: '1,710,001' },
  // https://pahleviboby.blogspot.com/2018/04/sistem-informasi-perbankan-1.html: Rp48.000.000 at a
  // flat 2% a month for 12 months is Rp4.960.000 a month.
  ckj: { amount: '48000000', rate: '2', months: '12', instalment: 'Rp\u00a04.960.000', next: '480.000.001' },
} as const

async function resultHeadline(): Promise<string> {
  return vi.waitFor(() => {
    const strong = document.querySelector('.calc-headline strong')
    if (!strong) throw new Error('no result yet')
    return strong.textContent ?? ''
  })
}

describe.each(['ecm', 'ckj'] as const)('%s loan calculator typed into before it takes over', (key) => {
  const c = LOAN[key]

  test('the calculator starts from the typed amount, rate and term, exactly as typed, with focus and caret where they were', async () => {
    const el = serverIsland(key, 'LoanCalculator', LoanCalculator, { kind: 'personal' as const })
    typeBeforeTakeover(field('input[name=rate]'), c.rate)
    field<HTMLSelectElement>('select[name=months]').value = c.months
    const amount = field<HTMLInputElement>('input[name=amount]')
    // The visitor is still in the amount, the caret after its first four digits.
    typeBeforeTakeover(amount, c.amount, 4)
    takeOver(el, inPortal(key, <LoanCalculator kind="personal" />))
    // Synchronous: React owns the very same element when takeOver returns, nothing rewritten.
    expect(reactOwns(amount)).toBe(true)
    expect(field('input[name=amount]')).toBe(amount)
    expect(amount.value).toBe(c.amount)
    expect(document.activeElement).toBe(amount)
    expect(amount.selectionStart).toBe(4)
    // The next key goes to React, which regroups the amount as the visitor types.
    amount.setSelectionRange(c.amount.length, c.amount.length)
    typeKey(amount, '1')
    await vi.waitFor(() => expect(amount.value).toBe(c.next))
    // Back to the typed amount, then Calculate works out the published instalment.
    amount.setSelectionRange(amount.value.length, amount.value.length)
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(amount, c.amount)
    amount.dispatchEvent(new Event('input', { bubbles: true }))
    field<HTMLButtonElement>('button[type=submit]').click()
    expect(await resultHeadline()).toBe(c.instalment)
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ amount: c.amount, rate: c.rate, months: c.months })
  })

  test('a field typed in keeps its text over a shared address, the others come from the address', async () => {
    window.history.replaceState(null, '', '/calc?amount=20000000&rate=1&months=24')
    const el = serverIsland(key, 'LoanCalculator', LoanCalculator, { kind: 'personal' as const })
    typeBeforeTakeover(field('input[name=rate]'), c.rate)
    takeOver(el, inPortal(key, <LoanCalculator kind="personal" />))
    await vi.waitFor(() => expect(field<HTMLSelectElement>('select[name=months]').value).toBe('24'))
    expect(field<HTMLInputElement>('input[name=rate]').value).toBe(c.rate)
  })
})

test('an island woken without the visitor hydrates in slices, and a key typed before its commit is still taken over', async () => {
  const el = serverIsland('ecm', 'LoanCalculator', LoanCalculator, { kind: 'personal' as const })
  const done = takeOver(el, inPortal('ecm', <LoanCalculator kind="personal" />))
  const amount = field<HTMLInputElement>('input[name=amount]')
  // Not hydrated yet: React yields to the page, where the visitor types.
  expect(reactOwns(amount)).toBe(false)
  amount.value = LOAN.ecm.amount
  field<HTMLInputElement>('input[name=rate]').value = LOAN.ecm.rate
  field<HTMLSelectElement>('select[name=months]').value = LOAN.ecm.months
  await done
  expect(reactOwns(amount)).toBe(true)
  field<HTMLButtonElement>('button[type=submit]').click()
  expect(await resultHeadline()).toBe(LOAN.ecm.instalment)
})

test('the runtime itself (hydrateIsland, ECM build) takes the typed amount over', async () => {
  const el = serverIsland('ecm', 'LoanCalculator', LoanCalculator, { kind: 'personal' as const })
  typeBeforeTakeover(field('input[name=amount]'), LOAN.ecm.amount)
  field<HTMLInputElement>('input[name=rate]').value = LOAN.ecm.rate
  field<HTMLSelectElement>('select[name=months]').value = LOAN.ecm.months
  await hydrateIsland(el)
  expect(el.dataset.hydrated).toBe('true')
  expect(field<HTMLInputElement>('input[name=amount]').value).toBe(LOAN.ecm.amount)
  field<HTMLButtonElement>('button[type=submit]').click()
  expect(await resultHeadline()).toBe(LOAN.ecm.instalment)
})

const PROMO = { ecm: ecmPromo, ckj: ckjPromo } as const

function landingProps(key: PortalKey): LandingFormProps {
  const file = PROMO[key]
  return {
    steps: file.steps as LandingStep[],
    verticalId: file.verticalId,
    verticalCode: 'CC',
    company: file.company,
    product: file.product,
    listId: file.listId,
    redirect: '/thank-you-promo',
    consent: { version: 'test-1', summary: 'I agree to the consent terms of this test page.', text: 'I agree.' },
    renderedOn: '2026-03-01',
  }
}

describe.each(['ecm', 'ckj'] as const)('%s landing form filled in before it takes over', (key) => {
  test('names, a radio and the birthday parts reach the form, with the day list of the month picked', async () => {
    const el = serverIsland(key, 'LandingForm', LandingForm, landingProps(key))
    field<HTMLInputElement>('#landing-FirstName').value = 'Maria'
    const female = [...document.querySelectorAll<HTMLInputElement>('input[name=Gender]')].find((input) => input.value === 'female')
    if (!female) throw new Error('no female radio')
    female.checked = true
    // February: the form's day list then has 29 days, not the server's 31 (docs/requirements/forms-and-leads.md#birthday-dropdowns hides 30 and 31).
    const order = PORTALS[key].portal.ageFieldOrder
    const partId = (part: string) => (order[0] === part ? '#landing-Birthdate' : `#landing-Birthdate-${part}`)
    field<HTMLSelectElement>(partId('month')).value = '02'
    field<HTMLSelectElement>(partId('year')).value = '1990'
    const lastName = field<HTMLInputElement>('#landing-LastName')
    typeBeforeTakeover(lastName, 'Sant')
    const errors = vi.spyOn(console, 'error')
    takeOver(el, inPortal(key, <LandingForm {...landingProps(key)} />))
    expect(errors).not.toHaveBeenCalled()
    expect(field<HTMLInputElement>('#landing-FirstName').value).toBe('Maria')
    expect(field<HTMLInputElement>('#landing-LastName').value).toBe('Sant')
    expect(document.activeElement?.id).toBe('landing-LastName')
    expect((document.activeElement as HTMLInputElement).selectionStart).toBe(4)
    expect([...document.querySelectorAll<HTMLInputElement>('input[name=Gender]')].find((input) => input.checked)?.value).toBe('female')
    expect(field<HTMLSelectElement>(partId('month')).value).toBe('02')
    expect(field<HTMLSelectElement>(partId('year')).value).toBe('1990')
    // The hidden Birthdate the form submits is empty until the day is picked: the state has month and year only.
    expect([...field<HTMLSelectElement>(partId('day')).options].map((option) => option.value).filter(Boolean)).toHaveLength(29)
  })
})

// docs/data.md "Landing forms": the page prerenders the portal's provinces, so a province dropdown on
// the first step is labelled and answerable before the island. The loan promos ask it on step 2: here
// that step comes first, as a landing file may have it.
const LOAN_PROMO = { ecm: { file: ecmLoanPromo, provinces: ecmProvinces, chosen: 'Cebu' }, ckj: { file: ckjKta, provinces: ckjProvinces, chosen: 'Banten' } }

function loanPromoProps(key: PortalKey): LandingFormProps {
  const { file, provinces } = LOAN_PROMO[key]
  const options = provinces.map((p) => ({ value: p.ProvinceId, label: p.DisplayedName }))
  return {
    ...landingProps(key),
    steps: (file.steps as LandingStep[])
      .map((step) => ({ ...step, fields: step.fields.map((item) => (item.type === 'province' ? { ...item, options } : item)) }))
      .sort((a, b) => Number(b.fields.some((item) => item.type === 'province')) - Number(a.fields.some((item) => item.type === 'province'))),
    verticalId: file.verticalId,
    listId: undefined,
  }
}

describe.each(['ecm', 'ckj'] as const)('%s loan promo province chosen before the form takes over', (key) => {
  test('the prerendered province dropdown is labelled, lists every province, and its answer is kept', () => {
    const { provinces, chosen } = LOAN_PROMO[key]
    const el = serverIsland(key, 'LandingForm', LandingForm, loanPromoProps(key))
    const province = field<HTMLSelectElement>('#landing-Province')
    expect(document.querySelector(`label[for="landing-Province"]`)?.textContent).toContain(
      key === 'ecm' ? 'Province where you live' : 'Provinsi tempat tinggal',
    )
    expect(province.options).toHaveLength(provinces.length + 1)
    const id = provinces.find((p) => p.DisplayedName === chosen)!.ProvinceId
    province.value = id
    const errors = vi.spyOn(console, 'error')
    takeOver(el, inPortal(key, <LandingForm {...loanPromoProps(key)} />))
    expect(errors).not.toHaveBeenCalled()
    expect(field<HTMLSelectElement>('#landing-Province').value).toBe(id)
  })
})

describe('reading the live state', () => {
  function page(): HTMLElement {
    document.body.innerHTML = `<div data-island="Controls">
      <input name="name" value=""><select name="choice"><option value="a" selected>A</option><option value="b">B</option></select>
      <input type="checkbox" name="tick" value="a"><input type="checkbox" name="tick" value="b" checked>
      <input type="radio" name="size" value="s" checked><input type="radio" name="size" value="l">
      <textarea name="note"></textarea><input id="unnamed" value="x"><input type="hidden" name="secret" value="1">
    </div>`
    return field<HTMLElement>('[data-island]')
  }

  test('text, select, ticked and unticked boxes, a radio, a textarea and an unnamed field, as a form would submit them', () => {
    const el = page()
    field<HTMLInputElement>('[name=name]').value = 'Maria'
    field<HTMLSelectElement>('[name=choice]').value = 'b'
    field<HTMLInputElement>('[name=tick][value=a]').checked = true
    field<HTMLInputElement>('[name=tick][value=b]').checked = false
    field<HTMLInputElement>('[name=size][value=l]').checked = true
    field<HTMLTextAreaElement>('[name=note]').value = 'Call after 5'
    field<HTMLInputElement>('#unnamed').value = 'y'
    const live = readLiveState(el)
    expect(live.changed).toBe(true)
    expect({
      name: live.values('name'),
      choice: live.values('choice'),
      tick: live.values('tick'),
      size: live.values('size'),
      note: live.values('note'),
    }).toEqual({
      name: ['Maria'],
      choice: ['b'],
      tick: ['a'],
      size: ['l'],
      note: ['Call after 5'],
    })
    expect(live.valueOfId('unnamed')).toBe('y')
    expect(live.values('secret')).toBeUndefined()
  })

  test('an untouched island, or a field typed back to its server value, has no live state', () => {
    const el = page()
    const name = field<HTMLInputElement>('[name=name]')
    name.value = 'x'
    name.value = ''
    const live = readLiveState(el)
    expect(live.changed).toBe(false)
    expect(live.values('name')).toBeUndefined()
    expect(live.values('tick')).toBeUndefined()
  })
})
