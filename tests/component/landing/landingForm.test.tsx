import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import ckjPromo from '../../../data/landings/ckj/promo-kartu-kredit.json'
import ckjKta from '../../../data/landings/ckj/promo-kta.json'
import ecmAmbition from '../../../data/landings/ecm/axa-ambition.json'
import ecmPromo from '../../../data/landings/ecm/credit-card-promo.json'
import ecmProvinces from '../../../data/lookups/ecm/provinces.json'
import ckjProvinces from '../../../data/lookups/ckj/provinces.json'
import ecmRegions from '../../../data/lookups/ecm/regions.json'
import ckjRegions from '../../../data/lookups/ckj/regions.json'
import { LandingForm, type LandingFormProps } from '../../../components/islands/LandingForm'
import { navigation } from '../../../components/navigation'
import type { LandingStep } from '../../../domain/landings/landingSchema'
import { LEAD_CONTRACT_KEYS, LEAD_EXTRA_KEYS } from '../../fixtures/contract/leadKeys'
import { PORTAL_KEYS, renderInPortal, visit, type PortalKey } from '../portalHarness'
import { ok, stubFetch } from './fetchStub'

// The card promos of data/landings/{ecm,ckj}: three steps, a birthday, the card extras and a newsletter list.
const CONSENT = {
  version: 'test-consent-1',
  summary: 'I agree to the consent terms: the partner banks named on this page may call me about this request.',
  text: 'I agree that my details are passed to the partner banks named on this page so they can call me about my request.',
}

/** The clock stands still here: 12:00 in Manila, 11:00 in Jakarta on Monday 15 June 2026. */
const NOW = new Date('2026-06-15T04:00:00Z')
/** NOW as the live contract writes an instant: UTC, ISO 8601 without milliseconds. */
const NOW_ON_THE_WIRE = '2026-06-15T04:00:00Z'

/** The AddCallSchedule keys docs/requirements/wire-contract.md#lead-fields says are always sent, and our three extras. */
const LEAD_KEYS = [...LEAD_CONTRACT_KEYS, ...LEAD_EXTRA_KEYS]

const TEXT = {
  ecm: {
    // docs/requirements/wire-contract.md#newsletter: the live CC list id; ECM's woman is "Ms./Mrs."; dates MM/DD/YYYY; the card promo's affiliate.
    file: ecmPromo,
    list: 'GMeKPfzetOCTz1mNpF892KEw',
    wireTitle: 'Ms./Mrs.',
    birthdate: '03/15/1990',
    affiliateGuid: '3f2b8c1e-5d4a-4e7b-9c1f-2a6d8e0b4c7a',
    firstName: 'First name',
    lastName: 'Last name',
    female: 'Female',
    month: 'Month',
    day: 'Day',
    year: 'Year',
    email: 'Email address',
    mobile: 'Mobile number',
    mobileValue: '09171234567',
    // docs/data.md "Landing forms": the province from the portal's lookups, then its cities (data/lookups/ecm).
    province: 'Province where you live',
    provinceName: 'Metro Manila',
    provinceId: '1300000000',
    otherProvince: 'Cebu',
    city: 'City or municipality where you live',
    cityName: 'Quezon City',
    cityId: '1381300000',
    otherProvinceCity: 'Alcantara',
    provinceFirst: 'Choose your province first',
    provinceRequired: 'Please choose the province where you live.',
    cityRequired: 'Please choose the city or municipality where you live.',
    occupation: 'Occupation',
    job: 'Employed - private',
    jobId: '1',
    // docs/requirements/forms-and-leads.md#income-bands: 45,000 a month is in the 30,000 to 49,999 band, value 40000; docs/requirements/wire-contract.md#remarks-income: with the band's label.
    income: 'Gross monthly income (PHP)',
    incomeTyped: '45000',
    incomeShown: '45,000',
    incomeRemarks: { MonthlyIncome: '40000', MonthlyIncomeRange: 'PHP30,000.00 - PHP49,999.00' },
    card: 'First 6 digits of a credit card you already have',
    rewards: 'Rewards points',
    travel: 'Travel perks and miles',
    newsletter: 'Also send me eCompareMo news and offers by email. I can unsubscribe at any time.',
    next: 'Next',
    back: 'Back',
    submit: 'Send my request',
    retry: 'Try sending again',
    step1: 'Step 1 of 3, About you',
    step2: 'Step 2 of 3, How to reach you',
    step3: 'Step 3 of 3, Your card',
    required: 'This field is required.',
    errorsTitle: 'Please correct the following:',
    notSent:
      'Your details have not been sent yet: the connection failed. They are kept on this device and will be sent automatically as soon as you are back online, or you can try again now.',
    tick: 'You have to check this box to continue.',
    consentLabel: 'Consent',
  },
  ckj: {
    // docs/requirements/wire-contract.md#newsletter: the same CC list id; CKJ's woman is "Nona/Nyonya"; dates DD/MM/YYYY; no affiliate on this page.
    file: ckjPromo,
    list: 'GMeKPfzetOCTz1mNpF892KEw',
    wireTitle: 'Nona/Nyonya',
    birthdate: '15/03/1990',
    affiliateGuid: '',
    firstName: 'Nama depan',
    lastName: 'Nama belakang',
    female: 'Perempuan',
    month: 'Bulan',
    day: 'Tanggal',
    year: 'Tahun',
    email: 'Alamat email',
    mobile: 'Nomor ponsel',
    mobileValue: '081234567890',
    // data/lookups/ckj: Jawa Barat (32) and its Kota Bandung (32.73).
    province: 'Provinsi tempat tinggal',
    provinceName: 'Jawa Barat',
    provinceId: '32',
    otherProvince: 'Bali',
    city: 'Kabupaten/kota tempat tinggal',
    cityName: 'Kota Bandung',
    cityId: '32.73',
    otherProvinceCity: 'Kota Denpasar',
    provinceFirst: 'Pilih provinsi terlebih dahulu',
    provinceRequired: 'Mohon pilih provinsi tempat tinggal Anda.',
    cityRequired: 'Mohon pilih kabupaten/kota tempat tinggal Anda.',
    occupation: 'Pekerjaan',
    job: 'Karyawan swasta',
    jobId: '1',
    // docs/requirements/wire-contract.md#remarks-income: CKJ sends the typed amount without separators, and no MonthlyIncomeRange.
    income: 'Penghasilan kotor per bulan',
    incomeTyped: '15000000',
    incomeShown: '15.000.000',
    incomeRemarks: { MonthlyIncome: '15000000' },
    card: '6 digit pertama kartu kredit yang Anda miliki',
    rewards: 'Poin hadiah',
    travel: 'Fasilitas perjalanan dan miles',
    newsletter: 'Kirimkan juga kabar dan penawaran CekAja ke email saya. Saya dapat berhenti berlangganan kapan saja.',
    next: 'Lanjut',
    back: 'Kembali',
    submit: 'Kirim permintaan saya',
    retry: 'Coba kirim lagi',
    step1: 'Langkah 1 dari 3, Data diri',
    step2: 'Langkah 2 dari 3, Kontak Anda',
    step3: 'Langkah 3 dari 3, Kartu Anda',
    required: 'Kolom ini wajib diisi.',
    errorsTitle: 'Mohon perbaiki hal berikut:',
    notSent:
      'Data Anda belum terkirim karena koneksi terputus. Data tetap tersimpan di perangkat ini dan akan dikirim otomatis begitu Anda kembali online, atau Anda dapat mencoba mengirim lagi sekarang.',
    tick: 'Anda perlu mencentang kotak ini untuk melanjutkan.',
    consentLabel: 'Persetujuan',
  },
} as const

const PROVINCES = { ecm: ecmProvinces, ckj: ckjProvinces }
const REGIONS: Record<PortalKey, Record<string, { DisplayedName: string }[]>> = { ecm: ecmRegions, ckj: ckjRegions }

/** The steps as the page passes them (pages/landing/landingPageData.ts): a province field with the portal's provinces as options. */
function withProvinces(key: PortalKey, steps: readonly LandingStep[]): LandingStep[] {
  const options = PROVINCES[key].map((p) => ({ value: p.ProvinceId, label: p.DisplayedName }))
  return steps.map((step) => ({ ...step, fields: step.fields.map((field) => (field.type === 'province' ? { ...field, options } : field)) }))
}

function props(key: PortalKey): LandingFormProps {
  const file = TEXT[key].file
  return {
    steps: withProvinces(key, file.steps as LandingStep[]),
    verticalId: file.verticalId,
    verticalCode: 'CC',
    // As pages/landing/landingPageData.ts passes it: only when the landing names one.
    ...('affiliate' in file ? { affiliate: file.affiliate } : {}),
    company: file.company,
    product: file.product,
    listId: file.listId,
    redirect: '/thank-you-promo',
    consent: CONSENT,
    submitLabel: file.submitLabel,
    renderedOn: '2026-03-01',
  }
}

beforeEach(() => {
  // Only Date is faked: the age, ApplyDate and the landing's StartDate/EndDate are read from it.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  visit('/promo')
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

type User = ReturnType<typeof userEvent.setup>

// Typing three steps with user-event takes seconds on a busy machine.
const SLOW = 30_000

/** Waits until the city dropdown offers `name` (a DOM query: role queries over hundreds of options are slow in jsdom). */
async function cityOffered(label: string, name: string): Promise<void> {
  await vi.waitFor(() => expect([...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text)).toContain(name), {
    timeout: 10_000,
  })
}

async function stepOne(user: User, key: PortalKey, skipLastName = false) {
  const t = TEXT[key]
  await user.type(screen.getByLabelText(t.firstName), 'Maria')
  if (!skipLastName) await user.type(screen.getByLabelText(t.lastName), 'Santos')
  await user.click(screen.getByLabelText(t.female))
  await user.selectOptions(screen.getByLabelText(t.month), '03')
  await user.selectOptions(screen.getByLabelText(t.day), '15')
  await user.selectOptions(screen.getByLabelText(t.year), '1990')
  await user.click(screen.getByRole('button', { name: t.next }))
}

async function stepsTwoAndThree(user: User, key: PortalKey, newsletter: boolean) {
  const t = TEXT[key]
  await user.type(screen.getByLabelText(t.email), 'maria@example.com')
  await user.type(screen.getByLabelText(t.mobile), t.mobileValue)
  await user.selectOptions(screen.getByLabelText(t.province), t.provinceName)
  // The province's cities arrive from the static lookup.
  await cityOffered(t.city, t.cityName)
  await user.selectOptions(screen.getByLabelText(t.city), t.cityName)
  await user.click(screen.getByRole('button', { name: t.next }))
  await user.selectOptions(screen.getByLabelText(t.occupation), t.job)
  await user.type(screen.getByLabelText(t.income), t.incomeTyped)
  await user.type(screen.getByLabelText(new RegExp(t.card)), '123456')
  await user.click(screen.getByLabelText(t.rewards))
  await user.click(screen.getByLabelText(t.travel))
  await user.click(screen.getByLabelText(CONSENT.summary))
  if (newsletter) await user.click(screen.getByLabelText(t.newsletter))
}

describe.each(PORTAL_KEYS)('%s multi-step landing form', (key) => {
  const t = TEXT[key]

  test(
    'shows numbered steps from 1 with the current one marked, and moves with Next and Back',
    async () => {
      stubFetch(() => ok(), key)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} />)
      const progress = screen.getByRole('list', { name: key === 'ecm' ? 'Form steps' : 'Langkah formulir' })
      expect(
        within(progress)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-current')),
      ).toEqual(['step', null, null])
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t.step1)
      expect(screen.queryByRole('button', { name: t.back })).toBeNull()
      await stepOne(user, key)
      expect(document.activeElement?.textContent).toBe(t.step2)
      expect(
        within(progress)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-current')),
      ).toEqual([null, 'step', null])
      await user.type(screen.getByLabelText(t.email), 'maria@example.com')
      await user.type(screen.getByLabelText(t.mobile), t.mobileValue)
      await user.selectOptions(screen.getByLabelText(t.province), t.provinceName)
      await cityOffered(t.city, t.cityName)
      await user.selectOptions(screen.getByLabelText(t.city), t.cityName)
      await user.click(screen.getByRole('button', { name: t.next }))
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t.step3)
      expect(screen.getByRole('button', { name: t.submit })).toBeTruthy()
      await user.click(screen.getByRole('button', { name: t.back }))
      expect(document.activeElement?.textContent).toBe(t.step2)
    },
    SLOW,
  )

  test(
    'Next on an empty step 1 stays on step 1: every error shown, linked from an announced summary, focus on the first field (docs/layout.md, rule 12)',
    async () => {
      const sent = stubFetch(() => ok(), key)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} />)
      await user.click(screen.getByRole('button', { name: t.next }))
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t.step1)
      const firstName = screen.getByLabelText(t.firstName)
      expect(document.activeElement).toBe(firstName)
      expect(firstName.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.required)
      const summary = screen.getByRole('alert')
      expect(within(summary).getByText(t.errorsTitle)).toBeTruthy()
      const links = within(summary).getAllByRole('link')
      // The step's four fields (first name, last name, gender, birthday), each linked to its control.
      expect(links.map((link) => link.textContent?.split(':')[0])).toEqual(t.file.steps[0]!.fields.map((field) => field.label))
      for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull()
      // Following a link focuses its field.
      await user.click(links[1]!)
      expect(document.activeElement).toBe(screen.getByLabelText(t.lastName))
      expect(sent).toEqual([])
      // A step with one field left empty still stays, and names only that field.
      await user.type(firstName, 'Maria')
      expect(firstName.getAttribute('aria-invalid')).toBeNull()
      await user.click(screen.getByRole('radio', { name: t.female }))
      await user.selectOptions(screen.getByLabelText(t.month), '03')
      await user.selectOptions(screen.getByLabelText(t.day), '15')
      await user.selectOptions(screen.getByLabelText(t.year), '1990')
      await user.click(screen.getByRole('button', { name: t.next }))
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t.step1)
      expect(document.activeElement).toBe(screen.getByLabelText(t.lastName))
      expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe(`${t.lastName}: ${t.required}`)
      // Answered, Next moves on, the summary gone.
      await user.type(screen.getByLabelText(t.lastName), 'Santos')
      await user.click(screen.getByRole('button', { name: t.next }))
      expect(document.activeElement?.textContent).toBe(t.step2)
      expect(screen.queryByRole('alert')).toBeNull()
      expect(sent).toEqual([])
    },
    SLOW,
  )

  test(
    "a message shown follows its field as the modal's do (one engine): still wrong it says why, filled validly it goes at once",
    async () => {
      stubFetch(() => ok(), key)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} />)
      await user.click(screen.getByRole('button', { name: t.next }))
      const firstName = screen.getByLabelText(t.firstName)
      expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.required)
      // docs/forms.md: a landing name field is checked by the name rule (validation.name).
      await user.type(firstName, '4')
      expect(firstName.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(key === 'ecm' ? 'Invalid name.' : 'Nama tidak valid.')
      await user.clear(firstName)
      await user.type(firstName, 'Maria')
      expect(document.activeElement).toBe(firstName)
      expect(firstName.getAttribute('aria-invalid')).toBeNull()
      expect(firstName.getAttribute('aria-describedby')).toBeNull()
      expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(t.file.steps[0]!.fields.length - 1)
      expect(screen.getByLabelText(t.lastName).getAttribute('aria-invalid')).toBe('true')
    },
    SLOW,
  )

  test(
    'Submit returns to the step of a field the API refuses, focuses the field and shows its message (the safety net)',
    async () => {
      // The lead API answers 400 with the refused fields' messages, already in the portal's language.
      stubFetch(() => new Response(JSON.stringify({ errors: { LastName: t.required } }), { status: 400, headers: { 'content-type': 'application/json' } }), key)
      const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} />)
      await stepOne(user, key)
      await stepsTwoAndThree(user, key, false)
      await user.click(screen.getByRole('button', { name: t.submit }))
      await vi.waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t.step1))
      const lastName = screen.getByLabelText(t.lastName)
      await vi.waitFor(() => expect(document.activeElement).toBe(lastName))
      expect(lastName.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(lastName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.required)
      expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe(`${t.lastName}: ${t.required}`)
      expect(go).not.toHaveBeenCalled()
      // Fixing the field clears its error.
      await user.type(lastName, 'X')
      expect(lastName.getAttribute('aria-invalid')).toBeNull()
    },
    SLOW,
  )

  test(
    "Province then City: the city list is the chosen province's, and another province clears the city",
    async () => {
      stubFetch(() => ok(), key)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} />)
      await user.click(screen.getByRole('button', { name: t.next }))
      const province = screen.getByLabelText(t.province) as HTMLSelectElement
      const city = screen.getByLabelText(t.city) as HTMLSelectElement
      // Both are labelled dropdowns the keyboard reaches; the city asks for the province first.
      expect(province.tagName).toBe('SELECT')
      expect(province.getAttribute('aria-required')).toBe('true')
      expect(city.getAttribute('aria-required')).toBe('true')
      expect([...city.options].map((option) => option.text)).toEqual([t.provinceFirst])
      // Every province of the portal's lookup, offered without waiting for a request.
      expect(province.options.length).toBe(PROVINCES[key].length + 1)
      province.focus()
      await user.selectOptions(province, t.provinceName)
      await cityOffered(t.city, t.cityName)
      const cities = REGIONS[key][t.provinceId]!.map((region) => region.DisplayedName)
      expect([...city.options].slice(1).map((option) => option.text)).toEqual(cities)
      expect(cities).not.toContain(t.otherProvinceCity)
      await user.selectOptions(city, t.cityName)
      expect(city.value).toBe(t.cityId)
      // Another province: its own cities, and the city chosen before is cleared.
      await user.selectOptions(province, t.otherProvince)
      await cityOffered(t.city, t.otherProvinceCity)
      expect(city.value).toBe('')
      expect([...city.options].map((option) => option.text)).not.toContain(t.cityName)
    },
    SLOW,
  )

  test(
    "Province and City are required: Next reports each with the landing's message, linked to its dropdown",
    async () => {
      const sent = stubFetch(() => ok(), key)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} />)
      await stepOne(user, key)
      await user.type(screen.getByLabelText(t.email), 'maria@example.com')
      await user.type(screen.getByLabelText(t.mobile), t.mobileValue)
      // Next checks the step it leaves (docs/layout.md, rule 13): the form stays on step 2.
      await user.click(screen.getByRole('button', { name: t.next }))
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t.step2)
      const province = screen.getByLabelText(t.province)
      expect(document.activeElement).toBe(province)
      expect(province.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(province.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.provinceRequired)
      const city = screen.getByLabelText(t.city)
      expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.cityRequired)
      expect(
        within(screen.getByRole('alert'))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([`${t.province}: ${t.provinceRequired}`, `${t.city}: ${t.cityRequired}`])
      expect(sent).toEqual([])
    },
    SLOW,
  )

  test(
    'a valid form posts the lead with the landing extras, then the subscription, then redirects',
    async () => {
      const sent = stubFetch(() => ok(), key)
      const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} />)
      await stepOne(user, key)
      await stepsTwoAndThree(user, key, true)
      expect((screen.getByLabelText(t.income) as HTMLInputElement).value).toBe(t.incomeShown)
      await user.click(screen.getByRole('button', { name: t.submit }))
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/thank-you-promo'))
      expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/CallSchedules/AddCallSchedule', 'POST /api/sendy/subscribe'])
      const [lead, subscription] = sent
      // docs/requirements/wire-contract.md#lead-fields: every contract key at the top level and nothing else of the form's (the
      // landing extras are inside Remarks), '' when without a value; StartDate = EndDate = the moment of sending.
      expect(Object.keys(lead?.body ?? {}).sort()).toEqual([...LEAD_KEYS].sort())
      expect(lead?.body).toMatchObject({
        Portal: key.toUpperCase(),
        VerticalId: '2',
        FirstName: 'Maria',
        MiddleName: '',
        LastName: 'Santos',
        IsMale: 'false',
        Title: t.wireTitle,
        Email: 'maria@example.com',
        MobilePhoneNumber: t.mobileValue,
        TelephoneNumber: '',
        AffiliateGuid: t.affiliateGuid,
        StartDate: NOW_ON_THE_WIRE,
        EndDate: NOW_ON_THE_WIRE,
        FormUrl: `${location.origin}/promo`,
        utm_source: '',
        utm_medium: '',
        utm_term: '',
        utm_content: '',
        utm_campaign: '',
        IPAddress: '',
        ConsentVersion: CONSENT.version,
      })
      // docs/api.md landing extras, inside Remarks: CardNumber prefixed 2018-, the occupation's label and id,
      // the city and the province as label plus id, the checkbox group under its own name joined by ", ".
      expect(JSON.parse(lead?.body.Remarks ?? '{}')).toEqual({
        Company: t.file.company,
        Product: t.file.product,
        ApplyDate: NOW_ON_THE_WIRE,
        FormURL: `${location.origin}/promo`,
        Birthdate: t.birthdate,
        // Born 15 March 1990: 36 on 15 June 2026, a JSON number.
        Age: 36,
        ...t.incomeRemarks,
        CardNumber: '2018-123456',
        Occupation: t.job,
        EmploymentTypeId: t.jobId,
        City: t.cityName,
        RegionId: t.cityId,
        Province: t.provinceName,
        ProvinceId: t.provinceId,
        CardPreferences: 'rewards, travel',
      })
      // docs/requirements/wire-contract.md#newsletter: exactly these keys, Gender as IsMale, the list id, no Portal.
      expect(subscription?.body).toEqual({
        Name: 'Maria Santos',
        Email: 'maria@example.com',
        Telephone: '',
        MobilePhoneNumber: t.mobileValue,
        Gender: 'false',
        Birthdate: t.birthdate,
        ApplyDate: NOW_ON_THE_WIRE,
        List: t.list,
      })
    },
    SLOW,
  )

  test(
    'without the newsletter box ticked, nothing is subscribed',
    async () => {
      const sent = stubFetch(() => ok(), key)
      const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} />)
      await stepOne(user, key)
      await stepsTwoAndThree(user, key, false)
      await user.click(screen.getByRole('button', { name: t.submit }))
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/thank-you-promo'))
      expect(sent.map((request) => request.path)).toEqual(['/api/CallSchedules/AddCallSchedule'])
    },
    SLOW,
  )

  test(
    'a failed subscription still redirects, and waits in the outbox',
    async () => {
      stubFetch((path) => (path.includes('subscribe') ? new Response('down', { status: 503 }) : ok()), key)
      const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} />)
      await stepOne(user, key)
      await stepsTwoAndThree(user, key, true)
      await user.click(screen.getByRole('button', { name: t.submit }))
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/thank-you-promo'))
      const waiting = JSON.parse(localStorage.getItem('outbox:leads') ?? '[]') as { url: string; body: Record<string, string> }[]
      expect(waiting.map((entry) => [entry.url, entry.body.List])).toEqual([['/api/sendy/subscribe', t.list]])
    },
    SLOW,
  )

  test(
    'a failed lead post re-enables the button, says so, and keeps the lead in the outbox',
    async () => {
      stubFetch(() => Promise.reject(new TypeError('Failed to fetch')), key)
      const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} />)
      await stepOne(user, key)
      await stepsTwoAndThree(user, key, true)
      await user.click(screen.getByRole('button', { name: t.submit }))
      const retry = await screen.findByRole('button', { name: t.retry })
      expect((retry as HTMLButtonElement).disabled).toBe(false)
      expect(screen.getByRole('status').textContent).toBe(t.notSent)
      const waiting = JSON.parse(localStorage.getItem('outbox:leads') ?? '[]') as { url: string; key: string; body: Record<string, string> }[]
      expect(waiting.map((entry) => [entry.url, entry.body.Email, entry.body.IdempotencyKey === entry.key])).toEqual([
        ['/api/CallSchedules/AddCallSchedule', 'maria@example.com', true],
      ])
      expect(go).not.toHaveBeenCalled()
      // Sent again by the visitor: the same key, so the API stores it once.
      const sent = stubFetch(() => ok(), key)
      await user.click(retry)
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/thank-you-promo'))
      expect(sent[0]?.body.IdempotencyKey).toBe(waiting[0]?.key)
    },
    SLOW,
  )
})

describe('insurer landing', () => {
  test(
    'both agreement boxes are required; each missing one is reported under it',
    async () => {
      stubFetch(() => ok(), 'ecm')
      const user = userEvent.setup({ delay: null })
      const steps: LandingStep[] = [
        {
          title: 'About you',
          fields: [
            { name: 'FirstName', type: 'text', label: 'First name', rules: 'required' },
            { name: 'Agree', type: 'consent', rules: 'agree' },
            { name: 'InsurerAgree', type: 'checkbox', label: 'I have read the insurer terms.', rules: 'insureragree' },
          ],
        },
      ]
      renderInPortal('ecm', <LandingForm {...props('ecm')} steps={steps} listId={undefined} redirect="/extern/redirection-axa?portal=ECM" />)
      await user.type(screen.getByLabelText('First name'), 'Ana')
      await user.click(screen.getByRole('button', { name: 'Send my request' }))
      // docs/requirements/forms-and-leads.md#name: 'You have to check this box to continue.'
      const summary = within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent)
      expect(summary).toEqual(['Consent: You have to check this box to continue.', 'I have read the insurer terms.: You have to check this box to continue.'])
      expect(document.activeElement).toBe(screen.getByLabelText(CONSENT.summary))
    },
    SLOW,
  )
})

describe('amount rules of the landing pages (docs/requirements/forms-and-leads.md#landing-rules)', () => {
  test.each([
    // Investment 50,000 to 125,000 pesos on the ECM ambition page.
    {
      key: 'ecm' as const,
      steps: ecmAmbition.steps,
      label: 'Amount you plan to invest (PHP)',
      typed: '40000',
      shown: '40,000',
      message: 'Please enter an amount from 50,000 to 125,000.',
    },
    {
      key: 'ecm' as const,
      steps: ecmAmbition.steps,
      label: 'Amount you plan to invest (PHP)',
      typed: '130000',
      shown: '130,000',
      message: 'Please enter an amount from 50,000 to 125,000.',
    },
    // CKJ loan amount 5,000,000 to 200,000,000 rupiah on the KTA promo.
    {
      key: 'ckj' as const,
      steps: ckjKta.steps,
      label: 'Jumlah pinjaman',
      typed: '4999999',
      shown: '4.999.999',
      message: 'Masukkan jumlah antara 5.000.000 dan 200.000.000.',
    },
  ])(
    '$key: $shown is refused with "$message"',
    async ({ key, steps, label, typed, shown, message }) => {
      const sent = stubFetch(() => ok(), key)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <LandingForm {...props(key)} steps={steps as LandingStep[]} listId={undefined} submitLabel={undefined} />)
      const amount = screen.getByLabelText(label)
      await user.type(amount, typed)
      expect((amount as HTMLInputElement).value).toBe(shown)
      // Next checks the step (docs/layout.md, rule 12): the form stays, on the amount.
      await user.click(screen.getByRole('button', { name: TEXT[key].next }))
      expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(steps[0]!.title)
      expect(document.activeElement).toBe(screen.getByLabelText(label))
      expect(document.getElementById(`landing-${steps[0]!.fields[0]!.name}-error`)?.textContent).toBe(message)
      expect(sent).toEqual([])
    },
    SLOW,
  )
})
