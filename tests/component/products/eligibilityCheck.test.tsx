// "Check whether you are likely to qualify" on a product page (docs/decisions/070): the visitor's income,
// age and work, kept for the visit with the lists' profile (decision 060), and the product's line.
// The expected lines are read off the cards' data by hand (data/products/*/credit-cards.json): ECM 1213
// asks ₱80,000 a month, ages 21-60, all three kinds of work; CKJ 3208 asks Rp 3,000,000 (Bank Indonesia's
// floor is the same), ages 21-60, employees only.
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { EligibilityCheck } from '../../../components/islands/EligibilityCheck'
import type { EligibilityFacts } from '../../../domain/products/eligibility'
import { PORTALS, renderInPortal, type PortalKey } from '../portalHarness'

const KEY = (portal: PortalKey) => `visitor-profile:${PORTALS[portal].portal.code}`

function facts(portal: PortalKey, id: number): EligibilityFacts {
  const cards = JSON.parse(readFileSync(`data/products/${portal}/credit-cards.json`, 'utf8')) as (EligibilityFacts & { id: number })[]
  const { contractType, minIncomeMonthly, minAge, maxAge, employmentTypes } = cards.find((c) => c.id === id)!
  return { contractType, minIncomeMonthly, minAge, maxAge, employmentTypes }
}

const CASE = {
  ecm: {
    id: 1213,
    income: 'Your monthly income (₱)',
    age: 'Your age (years)',
    work: 'Your work',
    more: 'Give your income, age and work above to see whether you are likely to qualify.',
    typed: { income: '90000', age: '62', work: 'Self-employed or professional' },
    typedLine: 'Not eligible: for ages 21 to 60',
    lowIncome: '30000',
    lowLine: 'Not eligible: needs ₱80,000 a month; for ages 21 to 60',
    kept: { monthlyIncome: 90_000, age: 40, employment: 'business-owner' },
    keptText: { income: '90,000', age: '40' },
    keptLine: 'Likely eligible',
    incomeError: 'Enter your monthly income as a whole number, such as 30,000.',
  },
  ckj: {
    id: 3208,
    income: 'Penghasilan bulanan Anda (Rp)',
    age: 'Usia Anda (tahun)',
    work: 'Pekerjaan Anda',
    more: 'Isi penghasilan, usia, dan pekerjaan Anda di atas untuk melihat apakah Anda kemungkinan memenuhi syarat.',
    typed: { income: '5000000', age: '30', work: 'Profesional atau pekerja lepas' },
    typedLine: 'Tidak memenuhi syarat: tidak untuk profesional atau pekerja lepas',
    lowIncome: '2500000',
    lowLine: 'Tidak memenuhi syarat: perlu penghasilan Rp 3.000.000 per bulan; tidak untuk profesional atau pekerja lepas',
    kept: { monthlyIncome: 5_000_000, age: 30, employment: 'employed' },
    keptText: { income: '5.000.000', age: '30' },
    keptLine: 'Kemungkinan memenuhi syarat',
    incomeError: 'Masukkan penghasilan bulanan dalam angka bulat, misalnya 10.000.000.',
  },
} as const

beforeEach(() => window.sessionStorage.clear())
afterEach(cleanup)

// The money formats write a no-break space between "Rp" and the figure.
const line = () => document.querySelector('.card-eligibility')!.textContent!.replace(/\u00a0/g, ' ')

describe.each(['ecm', 'ckj'] as const)('%s', (portal) => {
  const c = CASE[portal]
  test('typed step by step: nothing, then what is missing, then each reason; kept for the visit', async () => {
    renderInPortal(portal, <EligibilityCheck card={facts(portal, c.id)} />)
    expect(line()).toBe('')
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('textbox', { name: c.income }), c.typed.income)
    await waitFor(() => expect(line()).toBe(c.more))
    await user.type(screen.getByRole('textbox', { name: c.age }), c.typed.age)
    await user.selectOptions(screen.getByRole('combobox', { name: c.work }), c.typed.work)
    await waitFor(() => expect(line()).toBe(c.typedLine))
    expect(document.querySelector('.card-eligibility')!.classList.contains('is-not')).toBe(true)
    const income = screen.getByRole('textbox', { name: c.income })
    await user.clear(income)
    await user.type(income, c.lowIncome)
    await waitFor(() => expect(line()).toBe(c.lowLine))
    expect(JSON.parse(window.sessionStorage.getItem(KEY(portal)) ?? '{}')).toMatchObject({ monthlyIncome: Number(c.lowIncome), age: Number(c.typed.age) })
  })

  test('a profile given earlier in the visit fills the fields and gives the line at once', async () => {
    window.sessionStorage.setItem(KEY(portal), JSON.stringify(c.kept))
    renderInPortal(portal, <EligibilityCheck card={facts(portal, c.id)} />)
    await waitFor(() => expect(line()).toBe(c.keptLine))
    expect((screen.getByRole('textbox', { name: c.income }) as HTMLInputElement).value).toBe(c.keptText.income)
    expect((screen.getByRole('textbox', { name: c.age }) as HTMLInputElement).value).toBe(c.keptText.age)
  })

  test('an income that is not a number: its error once the field is left, linked to it; no line from it', async () => {
    renderInPortal(portal, <EligibilityCheck card={facts(portal, c.id)} />)
    const user = userEvent.setup({ delay: null })
    const field = screen.getByRole('textbox', { name: c.income })
    await user.type(field, 'abc')
    await user.tab()
    const error = await screen.findByRole('alert')
    expect(error.textContent).toBe(c.incomeError)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toContain(error.id)
    expect(line()).toBe('')
  })
})
