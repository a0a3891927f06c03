import { readFileSync } from 'node:fs'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { CallBackSection } from '../../../components/contact/CallBackSection'
import { openerRequest } from '../../../components/contact/openers'
import { ContactLink } from '../../../components/products/ContactLink'
import { PORTAL_KEYS, PORTALS, renderInPortal, type PortalKey } from '../portalHarness'
import { snapshotCards } from '../products/productData'
import { answer, openModal, stubSite, textsOf, modalFixture } from './modal'

// Issue 47 item 3, decision 055: the call-back says who receives the details, in its lead line, its
// consent and its thank-you panel: the chosen product's provider, the partner the opener names, or, with
// neither, the portal's own advisers (by the brand of the portal config). The openers are the site's
// own links (the home page's call-back section, a product card's Contact link), read as a click reads
// them; what is expected comes from the data files and the messages.

vi.setConfig({ testTimeout: 30_000 })

// The modal files' hooks (./modal.ts): Date at NOW, a fresh fake API, storage cleared, all undone after.
const api = modalFixture()

interface ConsentEntry {
  family?: string
  version: string
  summary: string
  text: string
}
interface ConsentFile {
  advisor: ConsentEntry
  verticals: ConsentEntry[]
  partners: Record<string, ConsentEntry>
}
const consentsOf = (key: PortalKey) => JSON.parse(readFileSync(`data/consent/${key}.json`, 'utf8')) as ConsentFile

/** The open request of a link the site renders, as a click on it hands it to the modal. */
function linkRequest(key: PortalKey, ui: ReactElement, name: string | RegExp) {
  renderInPortal(key, ui)
  return openerRequest(screen.getByRole('link', { name }))
}

const leadLine = (dialog: HTMLElement) => dialog.querySelector('.contact-lead')?.textContent ?? ''
/** The consent box's name: the one sentence of the consent shown. */
const consentSentence = (dialog: HTMLElement) => within(dialog).getAllByRole('checkbox')[0]!.closest('.field')?.querySelector('label')?.textContent ?? ''

test('CKJ "KTA dari Bank Mega" on the home page opens Bank Mega\'s call-back: its lead line and its consent name Bank Mega', async () => {
  stubSite('ckj', api)
  const t = textsOf('ckj')
  const request = linkRequest('ckj', <CallBackSection />, 'KTA dari Bank Mega')
  expect(request).toMatchObject({ banner: 'bank-mega', partner: 'bank-mega', productName: '' })
  const { dialog } = await openModal('ckj', request)
  expect(leadLine(dialog)).toBe(t('contact.lead.company', { company: 'Bank Mega' }))
  expect(leadLine(dialog)).toBe('Bank Mega akan menelepon Anda pada waktu yang Anda pilih untuk membahas pengajuan Anda. Gratis.')
  const consent = consentsOf('ckj').partners['bank-mega']!
  expect(consentSentence(dialog)).toBe(consent.summary)
  expect(consentSentence(dialog)).toContain('Bank Mega')
})

describe.each(PORTAL_KEYS)('%s call-back', (key) => {
  const t = textsOf(key)
  const brand = PORTALS[key].portal.brand
  const consents = consentsOf(key)
  const cards = consents.verticals.find((item) => item.family === 'cards')!

  test("a product card's Contact link: the lead line names the product and its provider, the consent is the cards' one, the thank-you names the provider", async () => {
    const card = snapshotCards(key, 'credit-cards').find((item) => item.providerCode === undefined)!
    stubSite(key, api)
    const request = linkRequest(key, <ContactLink card={card} />, new RegExp(card.name))
    const { dialog } = await openModal(key, request)
    expect(leadLine(dialog)).toBe(t('contact.lead.provider', { product: card.name, provider: card.provider }))
    expect(leadLine(dialog)).toContain(card.provider)
    expect(consentSentence(dialog)).toBe(cards.summary)
    await book(key, dialog)
    expect(api.posts[0]!.get('ConsentVersion')).toBe(cards.version)
    expect(await within(dialog).findByText(t('contact.thanks.bodyCompany', { company: card.provider }))).toBeTruthy()
  })

  test("a generic opener (the home page's credit-card call-back): the portal's advisers call, and the consent and the stored version are theirs", async () => {
    stubSite(key, api)
    const request = linkRequest(key, <CallBackSection />, t('contact.home.vertical', { vertical: t('vertical.credit-cards.phrase') }))
    expect(request).toMatchObject({ banner: 'call-schedule', productName: '', partner: null, company: null })
    const { dialog } = await openModal(key, request)
    expect(leadLine(dialog)).toBe(t('contact.lead.advisor', { brand }))
    expect(leadLine(dialog)).toContain(brand)
    expect(consentSentence(dialog)).toBe(consents.advisor.summary)
    expect(consentSentence(dialog)).toMatch(key === 'ecm' ? /an eCompareMo adviser/ : /konsultan CekAja/)
    // Not the text of a product already chosen.
    const disclosure = dialog.querySelector('details')?.textContent ?? ''
    expect(disclosure).toContain(consents.advisor.text)
    expect(`${consentSentence(dialog)} ${disclosure}`).not.toContain(key === 'ecm' ? 'the product I chose' : 'kartu kredit yang saya pilih')
    await book(key, dialog)
    expect(api.posts[0]!.get('ConsentVersion')).toBe(consents.advisor.version)
    expect(api.posts[0]!.get('ConsentVersion')).toBe(`${key}-advisor-2026-12`)
    expect(await within(dialog).findByText(t('contact.thanks.body', { brand }))).toBeTruthy()
  })
})

// Only what the credit-card call-back requires (tests/component/contact/callBackForm.test.tsx).
const TYPED = {
  ecm: { title: 'Ms.', first: 'Ann', last: 'Reyes', mobile: '0917 123 4567', email: 'ann@example.com', income: '40000' },
  ckj: { title: 'Ibu', first: 'Siti', last: 'Rahayu', mobile: '0812 3456 7890', email: 'siti@example.co.id', income: '8000000' },
} as const

async function book(key: PortalKey, dialog: HTMLElement): Promise<void> {
  const user = userEvent.setup({ delay: null })
  const t = textsOf(key)
  const typed = TYPED[key]
  const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))
  await user.click(within(dialog).getByLabelText(typed.title))
  await user.type(field(t('contact.field.firstName')), typed.first)
  await user.type(field(t('contact.field.lastName')), typed.last)
  await user.type(field(t('contact.field.mobilePhoneNumber')), typed.mobile)
  await user.selectOptions(field(t('contact.field.callWindow')), 'tomorrow-morning')
  await user.type(field(t('contact.field.monthlyIncome', { currency: PORTALS[key].portal.currencySymbol })), typed.income)
  await answer(user, dialog, t('contact.field.cardHolder'), t('contact.no'))
  await user.type(field(t('contact.field.email')), typed.email)
  await user.click(within(dialog).getAllByRole('checkbox')[0]!)
  await user.click(within(dialog).getByRole('button', { name: t('contact.submit') }))
  await vi.waitFor(() => expect(api.posts).toHaveLength(1))
}
