import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { flushOutbox, pendingLeads } from '../../../components/outbox/outbox'
import { LEAD_CONTRACT_KEYS } from '../../fixtures/contract/leadKeys'
import type { PortalKey } from '../portalHarness'
import { lookupsOf } from '../fields/browserStubs'
import { answer, errorOf, labelled, openModal, pick, remarks, stubSite, textsOf, modalFixture, ok } from './modal'

vi.mock('../../../components/navigation', () => ({ navigation: { go: vi.fn(), openInNewTab: vi.fn() } }))
const { navigation } = await import('../../../components/navigation')
const { go: navigate, openInNewTab } = navigation

// Filling a whole form through user events takes a few seconds in jsdom.
vi.setConfig({ testTimeout: 30_000 })

// The modal files' hooks (./modal.ts): Date at NOW, a fresh fake API, storage cleared, all undone after.
const api = modalFixture()

// What each portal's visitor fills in for a credit card, and what goes over the wire
// (docs/requirements/wire-contract.md); figures sourced beside the expectations.
const CARD_CASES: {
  key: PortalKey
  /** The title the visitor clicks. */
  title: string
  /** The Title sent for it. */
  wireTitle: string
  income: string
  incomeShown: string
  /** Remarks keys that differ by portal. */
  wireRemarks: Record<string, unknown>
  start: string
  end: string
  consentVersion: string
}[] = [
  // docs/requirements/wire-contract.md#remarks-income: ECM sends "Ms./Mrs." for a woman; Birthdate MM/DD/YYYY; the monthly-income band's
  // value and its label as the live select showed it: docs/requirements/forms-and-leads.md#income-bands, 25,000 a month is in the 20,000 to
  // 29,999 band, value 25000. CreditCardHolder "true", CreditCardHolderTenure the label of the answer
  // (docs/requirements/forms-and-leads.md#call-windows: threshold 1 month for credit cards), TimeAvailable "Tomorrow Morning".
  // Tomorrow morning is 16 June 08:00 to 11:00 in Manila (UTC+8): 00:00 to 03:00 UTC, no milliseconds.
  // data/consent/ecm.json: cards family.
  {
    key: 'ecm',
    title: 'Ms.',
    wireTitle: 'Ms./Mrs.',
    income: '25000',
    incomeShown: '25,000',
    wireRemarks: {
      Birthdate: '05/20/1990',
      MonthlyIncome: '25000',
      MonthlyIncomeRange: 'PHP20,000.00 - PHP29,999.00',
      CreditCardHolder: 'true',
      CreditCardHolderTenure: 'More than 1 month',
      TimeAvailable: 'Tomorrow Morning',
    },
    start: '2026-06-16T00:00:00Z',
    end: '2026-06-16T03:00:00Z',
    consentVersion: 'ecm-cards-2026-12',
  },
  // docs/requirements/wire-contract.md#remarks-income: CKJ sends "Nona/Nyonya" for a woman; Birthdate DD/MM/YYYY; the typed income without
  // separators and no MonthlyIncomeRange; CreditCardHolder "Yes"; the tenure label in Indonesian;
  // TimeAvailable "Besok pagi". 08:00 to 11:00 in Jakarta (UTC+7): 01:00 to 04:00 UTC.
  {
    key: 'ckj',
    // docs/data.md titleChoices: the form asks "Bapak / Ibu".
    title: 'Ibu',
    wireTitle: 'Nona/Nyonya',
    income: '25000000',
    incomeShown: '25.000.000',
    wireRemarks: {
      Birthdate: '20/05/1990',
      MonthlyIncome: '25000000',
      CreditCardHolder: 'Yes',
      CreditCardHolderTenure: 'Lebih dari 1 bulan',
      TimeAvailable: 'Besok pagi',
    },
    start: '2026-06-16T01:00:00Z',
    end: '2026-06-16T04:00:00Z',
    consentVersion: 'ckj-cards-2026-12',
  },
]

async function fillCreditCard(key: PortalKey, dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, title: string, income: string) {
  const t = textsOf(key)
  const lookups = lookupsOf(key)
  const province = lookups.provinces[0]!
  const region = lookups.regions[province.ProvinceId]![0]!
  await user.click(within(dialog).getByLabelText(labelled(title)))
  await user.type(within(dialog).getByLabelText(labelled(t('contact.field.firstName'))), 'Ann')
  await user.type(within(dialog).getByLabelText(labelled(t('contact.field.lastName'))), 'Reyes')
  await user.selectOptions(within(dialog).getByLabelText(labelled(t('contact.field.birthday.month'))), '05')
  await user.selectOptions(within(dialog).getByLabelText(labelled(t('contact.field.birthday.day'))), '20')
  await user.selectOptions(within(dialog).getByLabelText(labelled(t('contact.field.birthday.year'))), '1990')
  await user.type(within(dialog).getByLabelText(labelled(t('contact.field.mobilePhoneNumber'))), '0917 123 4567')
  await user.type(within(dialog).getByLabelText(labelled(t('contact.field.email'))), 'ann@example.com')
  await user.type(within(dialog).getByLabelText(labelled(t('contact.field.monthlyIncome', { currency: key === 'ecm' ? 'PHP' : 'Rp' }))), income)
  await pick(user, dialog, t('contact.field.province'), province.ProvinceId)
  await pick(user, dialog, t('contact.field.region'), region.RegionId)
  await pick(user, dialog, t('contact.field.employmentType'), String(lookups.employmentTypes['2'][0]!.EmploymentTypeId))
  await answer(user, dialog, t('contact.field.cardHolder'), t('contact.yes'))
  await answer(user, dialog, t('contact.field.cardHolderTenure', { months: 1 }), t('contact.yes'))
  await user.selectOptions(within(dialog).getByLabelText(labelled(t('contact.field.numberOfCards'))), 'more-than-2')
  await user.selectOptions(within(dialog).getByLabelText(labelled(t('contact.field.callWindow'))), 'tomorrow-morning')
  await user.click(within(dialog).getAllByRole('checkbox')[0]!)
  return { province, region }
}

describe.each(CARD_CASES)('$key credit-card call-back', ({ key, title, wireTitle, income, incomeShown, wireRemarks, start, end, consentVersion }) => {
  test('Visitor books a call-back for a credit card and sees the thank-you panel with their name', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite(key, api)
    const t = textsOf(key)
    const { dialog } = await openModal(key, { banner: 'credit-card', verticalId: 2, productName: 'Gold Card', company: 'Metrobank' })
    const { province, region } = await fillCreditCard(key, dialog, user, title, income)
    expect(within(dialog).getByLabelText(labelled(t('contact.field.monthlyIncome', { currency: key === 'ecm' ? 'PHP' : 'Rp' })))).toHaveProperty(
      'value',
      incomeShown,
    )
    await user.click(within(dialog).getByRole('button', { name: t('contact.submit') }))
    await waitFor(() => expect(api.posts).toHaveLength(1))
    const body = api.posts[0]!
    expect(body.get('Portal')).toBe(key.toUpperCase())
    expect(body.get('VerticalId')).toBe('2') // docs/requirements/catalogue.md#verticals: 2 credit card
    expect(body.get('FirstName')).toBe('Ann')
    expect(body.get('LastName')).toBe('Reyes')
    // Every contract key is sent, '' when it has no value: no affiliate, no refCode cookie, no
    // UTM cookie, no stored IP, no landline asked, no middle name typed.
    expect(LEAD_CONTRACT_KEYS.filter((field) => !body.has(field))).toEqual([])
    for (const field of [
      'AffiliateGuid',
      'MiddleName',
      'TelephoneNumber',
      'utm_source',
      'utm_medium',
      'utm_term',
      'utm_content',
      'utm_campaign',
      'IPAddress',
    ]) {
      expect(body.get(field), field).toBe('')
    }
    expect(body.get('Title')).toBe(wireTitle)
    expect(body.get('IsMale')).toBe('false')
    expect(body.get('Email')).toBe('ann@example.com')
    expect(body.get('MobilePhoneNumber')).toBe('0917 123 4567')
    expect(body.get('StartDate')).toBe(start)
    expect(body.get('EndDate')).toBe(end)
    expect(body.get('ConsentVersion')).toBe(consentVersion)
    expect(body.get('IdempotencyKey')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(body.get('FormUrl')).toBe(`${location.origin}${location.pathname}`)
    expect(remarks(body)).toEqual({
      Company: 'Metrobank',
      Product: 'Gold Card',
      // The moment of sending (the clock stands still at NOW), in UTC without milliseconds.
      ApplyDate: '2026-06-15T04:00:00Z',
      FormURL: `${location.origin}${location.pathname}`,
      // Born 20 May 1990: 36 on 15 June 2026, a JSON number.
      Age: 36,
      Province: province.DisplayedName,
      ProvinceId: province.ProvinceId,
      City: region.DisplayedName,
      RegionId: region.RegionId,
      Occupation: lookupsOf(key).employmentTypes['2'][0]!.DisplayedName,
      EmploymentTypeId: String(lookupsOf(key).employmentTypes['2'][0]!.EmploymentTypeId),
      NumberOfCreditCards: '>2',
      ...wireRemarks,
    })
    const heading = await within(dialog).findByRole('heading', { name: t('contact.thanks.heading', { name: 'Ann' }) })
    expect(heading.textContent).toBe(key === 'ecm' ? 'Thank you, Ann!' : 'Terima kasih, Ann!')
    expect(dialog.querySelector('[data-cover]')?.getAttribute('data-cover')).toBe('done')
    expect(window.dataLayer).toEqual([
      { event: 'contact_launch', vertical: 'CC', productName: 'Gold Card' },
      { event: 'contact_submit', vertical: 'CC', productName: 'Gold Card' },
    ])
  })
})

describe('ECM validation messages (docs/requirements/forms-and-leads.md#modal-rules English texts)', () => {
  test('Visitor submits an empty form: every required field says so, the summary links them, focus goes to the first', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'credit-card' })
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    const summary = within(dialog).getByRole('alert')
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).toEqual([
      // What a bank needs to call back, then the card's eligibility answers; the optional answers
      // (date of birth, province, employment, the number of cards) say nothing when left empty.
      'Title: This field is required.',
      'First name: This field is required.',
      'Last name: This field is required.',
      'Mobile number: This field is required.',
      'Best time to call you: This field is required.',
      'Gross monthly income (PHP): This field is required.',
      'Do you have a credit card?: This field is required.',
      'Email address: This field is required.',
      'Consent: Click here to indicate that you have read and agree to our Terms and Conditions and Privacy Policy.',
    ])
    expect(document.activeElement).toBe(within(dialog).getByLabelText(labelled('Mr.')))
    expect(errorOf(dialog, 'First name')).toBe('This field is required.')
    await user.click(within(summary).getByRole('link', { name: 'Email address: This field is required.' }))
    expect(document.activeElement).toBe(within(dialog).getByLabelText(labelled('Email address')))
    expect(api.posts).toHaveLength(0)
  })

  test.each([
    { label: 'First name', typed: 'J0hn', message: 'Invalid name.' },
    { label: 'Last name', typed: 'Reyes3', message: 'Invalid name.' },
    { label: 'Email address', typed: 'ann@', message: 'Invalid email address.' },
    // docs/requirements/forms-and-leads.md#modal-rules gives no text for mobile-number; data/messages/parts/validation.en-PH.json does.
    { label: 'Mobile number', typed: '0917', message: 'Invalid mobile number.' },
    // The portal's least income, data/portals/ecm.json minMonthlyIncome 5,000 (docs/requirements/forms-and-leads.md#modal-rules income).
    { label: 'Gross monthly income (PHP)', typed: '4999', message: 'Please enter an income of at least 5,000.' },
  ])('$label "$typed" shows "$message"', async ({ label, typed, message }) => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'credit-card' })
    await user.type(within(dialog).getByLabelText(labelled(label)), typed)
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    expect(errorOf(dialog, label)).toBe(message)
    expect(within(dialog).getByRole('alert').textContent).toContain(`${label}: ${message}`)
  })

  test('a birthday under 21 says "You must be 21 years of age or older."; errors are removed before the next validation', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'credit-card' })
    // 31 December 2005 is 20 years old on 15 June 2026; the newest year offered is 2026 - 21 = 2005.
    const year = within(dialog).getByLabelText(labelled('Year')) as HTMLSelectElement
    expect(year.options[1]?.value).toBe('2005')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Month')), '12')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Day')), '31')
    await user.selectOptions(year, '2005')
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    expect(errorOf(dialog, 'Month')).toBe('You must be 21 years of age or older.')
    expect(document.activeElement).toBe(within(dialog).getByLabelText(labelled('Mr.')))
    await user.selectOptions(year, '2004')
    await user.click(within(dialog).getByLabelText(labelled('Mr.')))
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    expect(errorOf(dialog, 'Month')).toBe('')
    expect(errorOf(dialog, 'First name')).toBe('This field is required.')
    expect(document.activeElement).toBe(within(dialog).getByLabelText(labelled('First name')))
  })

  test('the insurer agreement says "I\'ve read the Terms and Conditions." and the claims one "You must agree to the Privacy Policy."', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const first = await openModal('ecm', { banner: 'axa', verticalId: 5, productName: 'Smart Traveller Asia' })
    await user.click(within(first.dialog).getByRole('button', { name: 'Call me back' }))
    expect(within(first.dialog).getByRole('alert').textContent).toContain("I've read the Terms and Conditions.")
    cleanup()
    document.body.innerHTML = ''
    const second = await openModal('ecm', { banner: 'claims', verticalId: 4 })
    await user.click(within(second.dialog).getByRole('button', { name: 'Call me back' }))
    expect(within(second.dialog).getByRole('alert').textContent).toContain('You must agree to the Privacy Policy.')
  })

  test('a landline number on the deposits form must be 7 to 15 digits: "Invalid phone number."', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'deposit', verticalId: 3 })
    await user.type(within(dialog).getByLabelText(labelled('Landline number (optional)')), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    expect(errorOf(dialog, 'Landline number (optional)')).toBe('Invalid phone number.')
  })
})

describe('conditional fields (docs/requirements/forms-and-leads.md#conditional-fields)', () => {
  test('card-holder tenure is shown and required only when the answer is Yes; its threshold follows the vertical', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'personal-loan', verticalId: 1 })
    // docs/requirements/forms-and-leads.md#loan-answers: 12 months for loans.
    const tenure = 'Have you had it for 12 months or more?'
    expect(within(dialog).queryByRole('radiogroup', { name: tenure })).toBeNull()
    await answer(user, dialog, 'Do you have a credit card?', 'Yes')
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    expect(within(dialog).getByRole('alert').textContent).toContain(`${tenure}: This field is required.`)
    await answer(user, dialog, 'Do you have a credit card?', 'No')
    expect(within(dialog).queryByRole('radiogroup', { name: tenure })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    expect(within(dialog).getByRole('alert').textContent).not.toContain(tenure)
  })

  test('Visitor books car insurance: make, then year, then model; an uninsured car sends today as the expiry', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { vehicles, provinces, regions } = lookupsOf('ecm')
    const make = vehicles.makes[0]!
    const year = vehicles.years[String(make.VehicleManufacturerId)]![0]!
    const model = vehicles.models[`${make.VehicleManufacturerId}:${year}`]![0]!
    const { dialog } = await openModal('ecm', { banner: 'car-insurance', verticalId: 4, productName: 'Comprehensive' })
    expect(within(dialog).queryByLabelText('Year model')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    const summary = within(dialog).getByRole('alert').textContent ?? ''
    expect(summary).toContain('Car make: This field is required.')
    expect(summary).not.toContain('Year model')
    await pick(user, dialog, 'Car make', String(make.VehicleManufacturerId))
    expect(within(dialog).queryByLabelText('Car model')).toBeNull()
    await pick(user, dialog, 'Year model', String(year))
    await pick(user, dialog, 'Car model', String(model.VehicleTypeModelId))
    await answer(user, dialog, 'Is your car insured now?', 'Yes')
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    expect(errorOf(dialog, 'When does your current policy expire?')).toBe('This field is required.')
    await answer(user, dialog, 'Is your car insured now?', 'No')
    expect(within(dialog).queryByLabelText('When does your current policy expire?')).toBeNull()
    await user.click(within(dialog).getByLabelText(labelled('Mr.')))
    await user.type(within(dialog).getByLabelText(labelled('First name')), 'Jose')
    await user.type(within(dialog).getByLabelText(labelled('Last name')), 'Cruz')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Month')), '01')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Day')), '15')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Year')), '1980')
    await user.type(within(dialog).getByLabelText(labelled('Mobile number')), '09171234567')
    await user.type(within(dialog).getByLabelText(labelled('Email address')), 'jose@example.com')
    await pick(user, dialog, 'Province', provinces[1]!.ProvinceId)
    await pick(user, dialog, 'City or municipality', regions[provinces[1]!.ProvinceId]![0]!.RegionId)
    await user.selectOptions(within(dialog).getByLabelText(labelled('Best time to call you')), 'tomorrow-afternoon')
    await user.click(within(dialog).getAllByRole('checkbox')[0]!)
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    await waitFor(() => expect(api.posts).toHaveLength(1))
    const body = api.posts[0]!
    expect(body.get('VerticalId')).toBe('4') // docs/requirements/catalogue.md#verticals: 4 motor insurance
    expect(body.get('Title')).toBe('Mr.')
    expect(body.get('IsMale')).toBe('true')
    // Tomorrow afternoon, 14:00 to 18:00 in Manila (UTC+8) on 16 June: 06:00 to 10:00 UTC, no milliseconds.
    expect(body.get('StartDate')).toBe('2026-06-16T06:00:00Z')
    expect(body.get('EndDate')).toBe('2026-06-16T10:00:00Z')
    expect(body.get('ConsentVersion')).toBe('ecm-insurance-2026-12')
    expect(remarks(body)).toMatchObject({
      VehicleManufacturer: make.DisplayedName,
      VehicleManufacturerId: String(make.VehicleManufacturerId),
      ManufacturingYear: String(year),
      VehicleModel: model.DisplayedName,
      VehicleModelId: String(model.VehicleTypeModelId),
      // docs/requirements/forms-and-leads.md#conditional-fields: the answer No sets the expiry to today's date.
      CarInsurancePolicyExpiring: '06/15/2026',
      // docs/requirements/wire-contract.md#time-available: the window's legacy value.
      TimeAvailable: 'Tomorrow Afternoon',
    })
  })
})

describe('failure, outbox and closing', () => {
  test('Visitor submits while the network is down: a message says it is not sent yet, answers stay, and the outbox delivers it once with the same key', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    api.answer = () => Promise.reject(new TypeError('Failed to fetch'))
    const { dialog } = await openModal('ecm', { banner: 'credit-card', verticalId: 2 })
    await fillCreditCard('ecm', dialog, user, 'Mrs.', '30000')
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    await within(dialog).findByText(textsOf('ecm')('contact.notSent'))
    expect(within(dialog).getByLabelText(labelled('First name'))).toHaveProperty('value', 'Ann')
    const waiting = pendingLeads()
    expect(waiting).toHaveLength(1)
    const key = api.posts[0]!.get('IdempotencyKey')
    expect(waiting[0]!.key).toBe(key)
    api.answer = ok
    await act(async () => {
      await flushOutbox()
    })
    expect(api.posts).toHaveLength(2)
    expect(api.posts[1]!.get('IdempotencyKey')).toBe(key)
    // docs/requirements/wire-contract.md#titles: ECM sends one title for a woman, "Ms./Mrs.", whichever she chose.
    expect(api.posts[1]!.get('Title')).toBe('Ms./Mrs.')
    expect(pendingLeads()).toEqual([])
    await within(dialog).findByRole('heading', { name: 'Thank you, Ann!' })
  })

  // server/routes/leadRoutes.ts answers 400 with the message already translated.
  test("a 400 answer shows the lead API's message under the field it names and keeps the lead out of the outbox", async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    api.answer = () =>
      Promise.resolve(
        new Response(JSON.stringify({ errors: { Email: 'This address is refused.' } }), { status: 400, headers: { 'content-type': 'application/json' } }),
      )
    const { dialog } = await openModal('ecm', { banner: 'credit-card', verticalId: 2 })
    await fillCreditCard('ecm', dialog, user, 'Ms.', '30000')
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    await waitFor(() => expect(errorOf(dialog, 'Email address')).toBe('This address is refused.'))
    expect(pendingLeads()).toEqual([])
  })

  test('closing by the dismiss control resets the form and its errors and returns focus to the opener', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog, opener } = await openModal('ecm', { banner: 'credit-card', verticalId: 2 })
    await user.type(within(dialog).getByLabelText(labelled('First name')), 'Ann')
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    expect(within(dialog).queryByRole('alert')).not.toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(dialog.hasAttribute('open')).toBe(false)
    expect(document.activeElement).toBe(opener)
    expect(within(dialog).queryByRole('alert')).toBeNull()
    const { requestOpen } = await import('../../../components/contact/openers')
    act(() => requestOpen({ banner: 'credit-card', productName: '', verticalId: 2, partner: null, company: null, opener }))
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true))
    expect(within(dialog).getByLabelText(labelled('First name'))).toHaveProperty('value', '')
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  test("reopened at once, before the browser's late 'close' event of the first close: the form stays open", async () => {
    stubSite('ckj', api)
    const { dialog, opener } = await openModal('ckj', { banner: 'credit-card', verticalId: 2 })
    const { requestOpen } = await import('../../../components/contact/openers')
    dialog.close = () => dialog.removeAttribute('open') // closed, its 'close' event still to come
    dialog.close()
    await act(async () => {
      requestOpen({ banner: 'credit-card', productName: '', verticalId: 2, partner: null, company: null, opener })
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(dialog.hasAttribute('open')).toBe(true)
    // The close event of the first close, arriving while the dialog is open again.
    act(() => {
      dialog.dispatchEvent(new Event('close'))
    })
    expect(dialog.hasAttribute('open')).toBe(true)
    await within(dialog).findByLabelText('Nama depan')
    expect(within(dialog).queryByText(textsOf('ckj')('contact.unavailable'))).toBeNull()
  })
})

describe('partner completions (docs/requirements/forms-and-leads.md#partner-completions)', () => {
  async function fillLoan(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, holder: 'Yes' | 'No') {
    const { provinces, regions, employmentTypes } = lookupsOf('ecm')
    await user.click(within(dialog).getByLabelText(labelled('Mr.')))
    await user.type(within(dialog).getByLabelText(labelled('First name')), 'Ben')
    await user.type(within(dialog).getByLabelText(labelled('Last name')), 'Santos')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Month')), '03')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Day')), '3')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Year')), '1985')
    await user.type(within(dialog).getByLabelText(labelled('Mobile number')), '09181234567')
    await user.type(within(dialog).getByLabelText(labelled('Email address')), 'ben@example.com')
    await user.type(within(dialog).getByLabelText(labelled('Gross monthly income (PHP)')), '60000')
    await pick(user, dialog, 'Province', provinces[0]!.ProvinceId)
    await pick(user, dialog, 'City or municipality', regions[provinces[0]!.ProvinceId]![0]!.RegionId)
    await pick(user, dialog, 'Employment type', String(employmentTypes['1'][0]!.EmploymentTypeId))
    await user.type(within(dialog).getByLabelText(labelled('Loan amount (PHP)')), '150000')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Loan term')), '24')
    await answer(user, dialog, 'Do you have a credit card?', holder)
    if (holder === 'Yes') await answer(user, dialog, 'Have you had it for 12 months or more?', 'Yes')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Best time to call you')), 'tomorrow-noon')
    await user.click(within(dialog).getAllByRole('checkbox')[0]!)
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
  }

  test('a card holder applying for a loan with the first partner bank sees "Please wait..." and is sent to its loan link', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'aub', verticalId: 1, partner: 'aub', productName: 'Personal Loan' })
    await fillLoan(dialog, user, 'Yes')
    await within(dialog).findByRole('heading', { name: 'Please wait...' })
    // docs/requirements/wire-contract.md#remarks: ECM Tenure is the option label, CreditCardHolder "true", the tenure answer's label
    // (docs/requirements/forms-and-leads.md#income-bands: threshold 12 months for loans); 60,000 a month is the 50,000 to 99,999 band, value 75000.
    expect(remarks(api.posts[0]!)).toMatchObject({
      LoanAmount: '150000',
      Tenure: '24 months',
      CreditCardHolder: 'true',
      CreditCardHolderTenure: 'More than 12 month',
      MonthlyIncome: '75000',
      MonthlyIncomeRange: 'PHP50,000.00 - PHP99,999.00',
      TimeAvailable: 'Tomorrow Noontime',
      Company: 'Asia United Bank',
      Product: 'Personal Loan',
    })
    // data/portals/ecm.json: the partner's affiliateGuid goes as AffiliateGuid.
    expect(api.posts[0]!.get('AffiliateGuid')).toBe('b7e4c2a0-9d3f-4c61-8a25-6f0e1d3b9c47')
    expect(api.posts[0]!.get('ConsentVersion')).toBe('ecm-aub-2026-12')
    // data/portals/ecm.json: aub's loan link; data/contact/variants.ecm.json: aub redirects through /extern/redirection-aub.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/extern/redirection-aub?url=https%3A%2F%2Fwww.aub.com.ph%2Fcampaign%2Fpersonal-loan'), {
      timeout: 2500,
    })
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'contact_redirect', vertical: 'CLO', productName: 'Personal Loan' })
  })

  test('a partner redirect still pending when the modal goes away never happens', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'aub', verticalId: 1, partner: 'aub', productName: 'Personal Loan' })
    await fillLoan(dialog, user, 'Yes')
    await within(dialog).findByRole('heading', { name: 'Please wait...' })
    cleanup()
    // Past the 1-second redirect delay (docs/requirements/forms-and-leads.md#partner-completions): the unmounted modal sends no one anywhere.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(navigate).not.toHaveBeenCalled()
  })

  test('a visitor without a card gets the thank-you panel from the first partner bank', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'aub', verticalId: 1, partner: 'aub', productName: 'Personal Loan' })
    await fillLoan(dialog, user, 'No')
    await within(dialog).findByRole('heading', { name: 'Thank you, Ben!' })
    expect(navigate).not.toHaveBeenCalled()
  })

  test.each([
    { product: 'Smart Traveller Asia', newTab: true },
    { product: 'Smart Traveller Schengen', newTab: false },
  ])('the insurer opens its referral link in a new tab for a product flagged so in its data ($product: $newTab)', async ({ product, newTab }) => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    // The opener carries the card's referralInNewTab flag (data/products/ecm/travel-insurance.json) as data-referral="new-tab".
    const { dialog } = await openModal('ecm', { banner: 'axa', verticalId: 5, partner: 'axa', productName: product, referralInNewTab: newTab })
    await user.click(within(dialog).getByLabelText(labelled('Ms.')))
    await user.type(within(dialog).getByLabelText(labelled('First name')), 'Cara')
    await user.type(within(dialog).getByLabelText(labelled('Last name')), 'Lim')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Month')), '07')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Day')), '7')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Year')), '1992')
    await user.type(within(dialog).getByLabelText(labelled('Mobile number')), '09191234567')
    await user.type(within(dialog).getByLabelText(labelled('Email address')), 'cara@example.com')
    await user.type(within(dialog).getByLabelText(labelled('Where are you travelling to?')), 'Japan')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Best time to call you')), 'tomorrow-morning')
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box)
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    await within(dialog).findByRole('heading', { name: 'Thank you, Cara!' })
    expect(remarks(api.posts[0]!)).toMatchObject({ Destination: 'Japan', Product: product })
    if (newTab) expect(openInNewTab).toHaveBeenCalledWith('/externalredirect?url=https%3A%2F%2Fwww.axa.com.ph%2Fsmart-traveller%2Freferral')
    else expect(openInNewTab).not.toHaveBeenCalled()
  })
})

describe('screen', () => {
  test('the dialog is labelled by its heading and names its product', async () => {
    stubSite('ckj', api)
    const { dialog } = await openModal('ckj', { banner: 'credit-card', verticalId: 2, productName: 'Kartu Emas' })
    const heading = within(dialog).getByRole('heading', { level: 2 })
    expect(heading.textContent).toBe('Minta ditelepon')
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id)
    expect(screen.getByText(/Kartu Emas/)).toBeTruthy()
  })
})
