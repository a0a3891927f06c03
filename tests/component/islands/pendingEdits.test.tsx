import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { afterEach, describe, expect, test, vi } from 'vitest'
import ckjJson from '../../../data/portals/ckj.json'
import ecmJson from '../../../data/portals/ecm.json'
import enMessages from '../../../data/messages/en-PH.json'
import idMessages from '../../../data/messages/id-ID.json'
import { Island } from '../../../components/Island'
import { LoanCalculator } from '../../../components/islands/LoanCalculator'
import { PortalProvider } from '../../../components/PortalContext'
import { PortalConfigSchema, type PortalConfig } from '../../../domain/portal'
import { hydrateIsland } from '../../../renderer/hydrateIsland'
import { handEditsToReact, recordEdits } from '../../../renderer/pendingEdits'

// The islands runtime keeps what a visitor typed between the focus that woke an island and React's
// taking over (renderer/pendingEdits.ts). React runs here on its own scheduler, as in the browser
// (no act()): hydration, effects and the hand-over happen in the order the page sees them.

type PortalKey = 'ecm' | 'ckj'
const PORTALS: Record<PortalKey, { portal: PortalConfig; messages: Record<string, string> }> = {
  ecm: { portal: v.parse(PortalConfigSchema, ecmJson), messages: enMessages },
  ckj: { portal: v.parse(PortalConfigSchema, ckjJson), messages: idMessages },
}

const roots: Root[] = []
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount()
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

/** Puts an island's server HTML in the page, as the prerendered page has it (components/Island.tsx). */
function serverIsland<P extends object>(key: PortalKey, name: string, component: ComponentType<P>, props: P): HTMLElement {
  const { portal, messages } = PORTALS[key]
  document.body.innerHTML = renderToString(
    <PortalProvider portal={portal} messages={messages}>
      <Island name={name} component={component} props={props} when="interaction" />
    </PortalProvider>,
  )
  const el = document.querySelector<HTMLElement>('[data-island]')
  if (!el) throw new Error('no island')
  return el
}

function Committed({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone])
  return children
}

/** Hydrates a container with hydrateRoot and resolves once the root has committed, optionally handing the recorded edits over. */
async function hydrate(el: HTMLElement, ui: ReactNode, handOver: boolean): Promise<void> {
  const edits = recordEdits(el)
  await new Promise<void>((resolve) => {
    roots.push(hydrateRoot(el, <Committed onDone={resolve}>{ui}</Committed>, { identifierPrefix: el.dataset.prefix ?? '' }))
  })
  if (handOver) handEditsToReact(edits)
}

function field<T extends Element>(selector: string): T {
  const el = document.querySelector<T>(selector)
  if (!el) throw new Error(`no ${selector}`)
  return el
}

/** What a visitor's typing does to a field before any script listens: the text changes, the caret sits where typing left it. */
function typeBeforeHydration(input: HTMLInputElement, text: string, caret = text.length): void {
  input.focus()
  input.value = text
  input.setSelectionRange(caret, caret)
}

const LOAN = {
  // https://www.frugalhoney.com/2021/06/computing-for-monthly-add-on-rates.html: Php171,000 at a
  // 0.59% monthly add-on rate for 36 months is Php5,758.90 a month.
  ecm: { amount: '171000', shown: '171,000', rate: '0.59', months: '36', instalment: '₱5,758.90' },
  // https://pahleviboby.blogspot.com/2018/04/sistem-informasi-perbankan-1.html: Rp48.000.000 at a
  // flat 2% a month for 12 months is Rp4.960.000 a month.
  ckj: { amount: '48000000', shown: '48.000.000', rate: '2', months: '12', instalment: 'Rp\u00a04.960.000' },
} as const

async function resultHeadline(): Promise<string> {
  return vi.waitFor(() => {
    const strong = document.querySelector('.calc-headline strong')
    if (!strong) throw new Error('no result yet')
    return strong.textContent ?? ''
  })
}

describe.each(['ecm', 'ckj'] as const)('%s loan calculator typed into before hydration', (portal) => {
  const c = LOAN[portal]

  test('React 19.3 alone keeps the server values: the next render writes the defaults back and Calculate works them out', async () => {
    const { portal: config, messages } = PORTALS[portal]
    const el = serverIsland(portal, 'LoanCalculator', LoanCalculator, { kind: 'personal' as const })
    const defaults = field<HTMLInputElement>('input[name=amount]').value
    typeBeforeHydration(field('input[name=amount]'), c.amount)
    await hydrate(el, <PortalProvider portal={config} messages={messages}><LoanCalculator kind="personal" /></PortalProvider>, false)
    field<HTMLButtonElement>('button[type=submit]').click()
    await resultHeadline()
    expect(field<HTMLInputElement>('input[name=amount]').value).toBe(defaults)
  })

  test('with the hand-over, React has the typed amount, rate and term: Calculate gives the published instalment', async () => {
    const { portal: config, messages } = PORTALS[portal]
    const el = serverIsland(portal, 'LoanCalculator', LoanCalculator, { kind: 'personal' as const })
    typeBeforeHydration(field('input[name=rate]'), c.rate)
    field<HTMLSelectElement>('select[name=months]').value = c.months
    // The visitor is still in the amount, the caret after the typed digits' first four.
    typeBeforeHydration(field('input[name=amount]'), c.amount, 4)
    await hydrate(el, <PortalProvider portal={config} messages={messages}><LoanCalculator kind="personal" /></PortalProvider>, true)
    const amount = field<HTMLInputElement>('input[name=amount]')
    // Regrouped as React regroups a typed amount; focus and caret where the visitor left them (after
    // the fourth digit, behind one group separator).
    expect(amount.value).toBe(c.shown)
    expect(document.activeElement).toBe(amount)
    expect(amount.selectionStart).toBe(5)
    field<HTMLButtonElement>('button[type=submit]').click()
    expect(await resultHeadline()).toBe(c.instalment)
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ amount: c.amount, rate: c.rate, months: c.months })
  })
})

test('the runtime itself (hydrateIsland, ECM build) hands the typed amount to the calculator', async () => {
  const el = serverIsland('ecm', 'LoanCalculator', LoanCalculator, { kind: 'personal' as const })
  typeBeforeHydration(field('input[name=amount]'), LOAN.ecm.amount)
  field<HTMLInputElement>('input[name=rate]').value = LOAN.ecm.rate
  field<HTMLSelectElement>('select[name=months]').value = LOAN.ecm.months
  await hydrateIsland(el)
  expect(el.dataset.hydrated).toBe('true')
  expect(field<HTMLInputElement>('input[name=amount]').value).toBe(LOAN.ecm.shown)
  field<HTMLButtonElement>('button[type=submit]').click()
  expect(await resultHeadline()).toBe(LOAN.ecm.instalment)
})

/** Every kind of control the runtime hands over, each showing React's state next to it. */
function Controls() {
  const [name, setName] = useState('')
  const [choice, setChoice] = useState('a')
  const [ticked, setTicked] = useState(false)
  const [unticked, setUnticked] = useState(true)
  const [size, setSize] = useState('s')
  const [note, setNote] = useState('')
  const [renders, setRenders] = useState(0)
  // A render after hydration, as islands do (reading the address, the day): it would write React's
  // values back over the visitor's.
  useEffect(() => setRenders((n) => n + 1), [])
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <select aria-label="Choice" value={choice} onChange={(e) => setChoice(e.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <input type="checkbox" aria-label="Ticked" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
      <input type="checkbox" aria-label="Unticked" checked={unticked} onChange={(e) => setUnticked(e.target.checked)} />
      <input type="radio" name="size" value="s" aria-label="Small" checked={size === 's'} onChange={() => setSize('s')} />
      <input type="radio" name="size" value="l" aria-label="Large" checked={size === 'l'} onChange={() => setSize('l')} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <output data-renders={renders}>{JSON.stringify({ name, choice, ticked, unticked, size, note })}</output>
    </form>
  )
}

function serverControls(): HTMLElement {
  document.body.innerHTML = `<div data-island="Controls">${renderToString(<Controls />)}</div>`
  return field<HTMLElement>('[data-island]')
}

describe('every kind of control', () => {
  test('text, select, checkboxes ticked and unticked, a radio and a textarea reach React as the visitor left them', async () => {
    const el = serverControls()
    field<HTMLInputElement>('[aria-label=Name]').value = 'Maria'
    field<HTMLSelectElement>('[aria-label=Choice]').value = 'b'
    field<HTMLInputElement>('[aria-label=Ticked]').checked = true
    field<HTMLInputElement>('[aria-label=Unticked]').checked = false
    field<HTMLInputElement>('[aria-label=Large]').checked = true
    field<HTMLTextAreaElement>('[aria-label=Note]').value = 'Call after 5'
    await hydrate(el, <Controls />, true)
    await vi.waitFor(() => expect(field('output').getAttribute('data-renders')).toBe('1'))
    expect(JSON.parse(field('output').textContent ?? '')).toEqual({ name: 'Maria', choice: 'b', ticked: true, unticked: false, size: 'l', note: 'Call after 5' })
    // And the fields still show them after React's own render.
    expect(field<HTMLInputElement>('[aria-label=Name]').value).toBe('Maria')
    expect(field<HTMLInputElement>('[aria-label=Small]').checked).toBe(false)
    expect(field<HTMLTextAreaElement>('[aria-label=Note]').value).toBe('Call after 5')
  })

  test('an untouched island has nothing to hand over, and React keeps its own state', async () => {
    const el = serverControls()
    const edits = recordEdits(el)
    expect(edits.edits).toEqual([])
    const input = vi.fn()
    el.addEventListener('input', input)
    await hydrate(el, <Controls />, true)
    expect(input).not.toHaveBeenCalled()
    expect(JSON.parse(field('output').textContent ?? '')).toEqual({ name: '', choice: 'a', ticked: false, unticked: true, size: 's', note: '' })
  })

  test('a field whose text was typed back to the server value is no edit', () => {
    const el = serverControls()
    const name = field<HTMLInputElement>('[aria-label=Name]')
    name.value = 'x'
    name.value = ''
    expect(recordEdits(el).edits).toEqual([])
  })
})
