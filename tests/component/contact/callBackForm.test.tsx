import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { PORTAL_KEYS, type PortalKey } from '../portalHarness'
import { answer, labelled, openModal, remarks, stubSite, modalFixture } from './modal'

// Issue 47 item 2, "a call-back form people finish": the consent is one sentence beside the box with
// the whole text a tap away, the version sent is the one of that sentence and text; the questions
// come in the order a bank calls back, a dependent one after its parent; the answers a bank does not
// need to call back may be left empty, and are then sent empty. What is expected is read from the
// data files and the messages, never from the code under test.

vi.setConfig({ testTimeout: 30_000 })

// The modal files' hooks (./modal.ts): Date at NOW, a fresh fake API, storage cleared, all undone after.
const api = modalFixture()

const json = <T,>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T

interface ConsentEntry {
  family?: string
  version: string
  summary?: string
  text: string
}

/** The credit cards' consent of a portal as its data file gives it, and the ledger's hash of its version. */
function cardConsent(key: PortalKey): ConsentEntry & { published: string } {
  const file = json<{ portal: string; verticals: ConsentEntry[] }>(`data/consent/${key}.json`)
  const cards = file.verticals.find((item) => item.family === 'cards')!
  const ledger = json<Record<string, Record<string, string>>>('data/consent/published.json')
  return { ...cards, published: ledger[file.portal]![cards.version]! }
}

// The disclosure's name as each portal's editor wrote it (data/messages/parts/contact.*.json).
const READ_FULL = { ecm: 'Read the full consent', ckj: 'Baca isi persetujuan lengkap' } as const

// The visitor's answers, by portal.
const TYPED = {
  ecm: { title: 'Ms.', first: 'Ann', last: 'Reyes', mobile: '0917 123 4567', email: 'ann@example.com', income: '40000', yes: 'Yes', no: 'No' },
  ckj: { title: 'Ibu', first: 'Siti', last: 'Rahayu', mobile: '0812 3456 7890', email: 'siti@example.co.id', income: '8000000', yes: 'Ya', no: 'Tidak' },
} as const

const LABEL = {
  ecm: {
    first: 'First name',
    last: 'Last name',
    mobile: 'Mobile number',
    email: 'Email address',
    income: 'Gross monthly income (PHP)',
    call: 'Best time to call you',
    holder: 'Do you have a credit card?',
    cards: 'How many credit cards do you have?',
    province: 'Province',
  },
  ckj: {
    first: 'Nama depan',
    last: 'Nama belakang',
    mobile: 'Nomor ponsel',
    email: 'Alamat email',
    income: 'Penghasilan kotor per bulan (Rp)',
    call: 'Waktu terbaik untuk menelepon Anda',
    holder: 'Apakah Anda memiliki kartu kredit?',
    cards: 'Berapa kartu kredit yang Anda miliki?',
    province: 'Provinsi',
  },
} as const

const LEAD_LINE = {
  ecm: 'Test Bank will call you about Gold Card at the time you choose. It is free.',
  ckj: 'Test Bank akan menelepon Anda tentang Gold Card pada waktu yang Anda pilih. Gratis.',
} as const

/** The form's control names in the order the visitor meets them, each once. */
function controlNames(dialog: HTMLElement): string[] {
  return [...new Set([...dialog.querySelectorAll<HTMLInputElement>('form input[name], form select[name]')].map((control) => control.name))]
}

describe.each(PORTAL_KEYS)('%s credit-card call-back', (key) => {
  const consent = cardConsent(key)
  const typed = TYPED[key]
  const label = LABEL[key]

  test('the consent is one sentence beside the box, the whole text a keyboard-reachable disclosure under it', async () => {
    stubSite(key, api)
    // A card chosen: its bank receives the details, under the cards' text (decision 055).
    const { dialog } = await openModal(key, { banner: 'credit-card', verticalId: 2, productName: 'Gold Card', company: 'Test Bank' })
    // The line under the title says who calls and about what, in a sentence (not "About: Gold Card.").
    expect(dialog.querySelector('.contact-lead')?.textContent).toBe(LEAD_LINE[key])
    expect(consent.summary).toBeDefined()
    const box = within(dialog).getByRole('checkbox', { name: consent.summary })
    expect(box.getAttribute('aria-required')).toBe('true')
    // The whole text is in the page, not in the box's name.
    expect(box.closest('.field')?.querySelector('label')?.textContent).toBe(consent.summary)
    const details = dialog.querySelector('details')!
    expect(details).not.toBeNull()
    expect(details.open).toBe(false)
    const summary = details.querySelector('summary')!
    expect(summary.textContent).toBe(READ_FULL[key])
    expect(details.textContent).toContain(consent.text)
    // Terms and Privacy stay beside it.
    expect(within(box.closest('.field') as HTMLElement).getAllByRole('link')).toHaveLength(2)
    // The disclosure is reached by Tab from the box and opens at a tap (jsdom has no keyboard
    // activation of <summary>: tests/e2e/contact.test.ts opens it with Enter in Chromium).
    const user = userEvent.setup({ delay: null })
    box.focus()
    await user.tab()
    expect(document.activeElement).toBe(summary)
    await user.click(summary)
    expect(details.open).toBe(true)
    // The bank chosen calls back, not the site: no question says "we" or "kami" (issue 47, decision 055).
    const questions = [...dialog.querySelectorAll('label, legend')].map((element) => element.textContent ?? '')
    expect(questions.filter((text) => /\b(we|us|our|kami)\b/i.test(text))).toEqual([])
  })

  test('the questions come in the order a bank calls back; "How many cards?" appears only after a Yes to "Do you have a card?"', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite(key, api)
    const { dialog } = await openModal(key, { banner: 'credit-card', verticalId: 2 })
    const names = controlNames(dialog)
    // Name, mobile number and when to call, then the card's eligibility: income and card holder.
    expect(names.slice(0, 7)).toEqual(['title', 'firstName', 'lastName', 'mobilePhoneNumber', 'callWindow', 'monthlyIncome', 'cardHolder'])
    expect(within(dialog).queryByLabelText(labelled(label.cards))).toBeNull()
    await answer(user, dialog, label.holder, typed.yes)
    const after = controlNames(dialog)
    expect(after.indexOf('numberOfCards')).toBeGreaterThan(after.indexOf('cardHolder'))
    // Right after the question it depends on (and its tenure follow-up).
    expect(after.slice(after.indexOf('cardHolder'), after.indexOf('numberOfCards') + 1)).toEqual(['cardHolder', 'cardHolderTenure', 'numberOfCards'])
    await answer(user, dialog, label.holder, typed.no)
    expect(within(dialog).queryByLabelText(labelled(label.cards))).toBeNull()
  })

  test('only what a bank needs is required: the rest left empty is sent empty, with the version of the consent text shown', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite(key, api)
    const { dialog } = await openModal(key, { banner: 'credit-card', verticalId: 2, productName: 'Gold Card', company: 'Test Bank' })
    await user.click(within(dialog).getByLabelText(typed.title))
    await user.type(within(dialog).getByLabelText(label.first), typed.first)
    await user.type(within(dialog).getByLabelText(label.last), typed.last)
    await user.type(within(dialog).getByLabelText(label.mobile), typed.mobile)
    await user.selectOptions(within(dialog).getByLabelText(label.call), 'tomorrow-morning')
    await user.type(within(dialog).getByLabelText(label.income), typed.income)
    await answer(user, dialog, label.holder, typed.no)
    await user.type(within(dialog).getByLabelText(label.email), typed.email)
    await user.click(within(dialog).getByRole('checkbox', { name: consent.summary }))
    // The optional answers say so in their label and are not marked required.
    const province = within(dialog).getByLabelText(labelled(label.province))
    expect(province.getAttribute('aria-required')).toBeNull()
    expect(province.closest('.field')?.querySelector('label')?.textContent).toMatch(key === 'ecm' ? /\(optional\)$/ : /\(opsional\)$/)
    await user.click(within(dialog).getByRole('button', { name: key === 'ecm' ? 'Call me back' : 'Minta ditelepon' }))
    await vi.waitFor(() => expect(api.posts).toHaveLength(1))
    const body = api.posts[0]!
    const sent = remarks(body)
    for (const absent of ['Age', 'Birthdate', 'Province', 'ProvinceId', 'City', 'RegionId', 'Occupation', 'EmploymentTypeId']) {
      expect(sent, absent).not.toHaveProperty(absent)
    }
    // "No card" is an answer: no card held, "0" as the live form sent it (docs/requirements/wire-contract.md#remarks).
    expect(sent.NumberOfCreditCards).toBe('0')
    expect(body.get('FirstName')).toBe(typed.first)
    // The version of the sentence and the whole text together, as the ledger recorded them.
    expect(body.get('ConsentVersion')).toBe(consent.version)
    expect(createHash('sha256').update(`${consent.summary}\n\n${consent.text}`, 'utf8').digest('hex')).toBe(consent.published)
  })
})
