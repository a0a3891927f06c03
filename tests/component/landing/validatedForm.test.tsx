import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ValidatedForm, type ValidatedFormProps } from '../../../components/islands/ValidatedForm'
import { navigation } from '../../../components/navigation'
import type { ValidatedFieldDefinition } from '../../../components/landing/validatedFields'
import { PORTAL_KEYS, renderInPortal, visit, type PortalKey } from '../portalHarness'
import { ok, stubFetch } from './fetchStub'

const SLOW = 30_000
const CONSENT = {
  version: 'test-consent-1',
  summary: 'I agree to the consent terms: the lenders named on this page may call me about this request.',
  text: 'I agree that my details are passed to the lenders named on this page so they can call me about my request.',
}

// The income form's definition (pages/income-form/+data.ts), with test labels.
function incomeForm(key: PortalKey, extra: Partial<ValidatedFieldDefinition> = {}): ValidatedFormProps {
  return {
    id: 'income',
    renderedOn: '2026-03-01',
    submitLabel: 'Send',
    action: {
      kind: 'lead',
      verticalId: 1,
      verticalCode: 'CLO',
      company: 'Test',
      product: 'Income loan',
      consent: CONSENT,
      redirect: '/thank-you-promo',
      typedIncome: true,
    },
    fields: [
      { name: 'FirstName', type: 'text', label: 'First', rules: 'required' },
      { name: 'LastName', type: 'text', label: 'Last', rules: 'required' },
      { name: 'Email', type: 'email', label: 'Email', rules: 'required|email', ...extra },
      { name: 'MobilePhoneNumber', type: 'tel', label: 'Mobile', rules: 'required|mobilephone' },
      {
        name: 'MonthlyIncome',
        type: 'amount',
        label: 'Income',
        rules: 'required|number|min',
        messages: 'landing.incomeForm.required||',
        bounds: { valmin: key === 'ecm' ? 5000 : 1000000 },
      },
      { name: 'Agree', type: 'consent', label: 'Consent', rules: 'required', messages: 'validation.checkbox' },
    ],
  }
}

const TEXT = {
  ecm: {
    mobile: '09171234567',
    typed: '1234567',
    shown: '1,234,567',
    query: '25000',
    prefilled: '25,000',
    small: '100',
    required: 'This field is required.',
    incomeRequired: 'Please enter your monthly income.',
    // validation.lib.min with n = 5000 (docs/requirements/forms-and-leads.md#default-library-messages default library message "at least").
    min: 'Please enter a value greater than or equal to 5,000.',
    fix: 'Please fix this field.',
    tick: 'You have to check this box to continue.',
  },
  ckj: {
    mobile: '081234567890',
    typed: '25000000',
    shown: '25.000.000',
    query: '3000000',
    prefilled: '3.000.000',
    small: '100.000',
    required: 'Kolom ini wajib diisi.',
    incomeRequired: 'Mohon isi penghasilan bulanan Anda.',
    min: 'Masukkan nilai yang lebih dari atau sama dengan 1.000.000.',
    fix: 'Mohon perbaiki isian ini.',
    tick: 'Anda perlu mencentang kotak ini untuk melanjutkan.',
  },
} as const

beforeEach(() => {
  visit('/income')
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

type User = ReturnType<typeof userEvent.setup>

async function fillAll(user: User, key: PortalKey, income: string) {
  await user.type(screen.getByLabelText('First'), 'Rosa')
  await user.type(screen.getByLabelText('Last'), 'Lim')
  await user.type(screen.getByLabelText('Email'), 'rosa@example.com')
  await user.type(screen.getByLabelText('Mobile'), TEXT[key].mobile)
  await user.clear(screen.getByLabelText('Income'))
  await user.type(screen.getByLabelText('Income'), income)
  await user.click(screen.getByLabelText(CONSENT.summary))
}

describe.each(PORTAL_KEYS)('%s validated form', (key) => {
  const t = TEXT[key]

  test(
    'errors appear under each field, its group is marked, focus goes to the first, and nothing is sent',
    async () => {
      const sent = stubFetch(() => ok())
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <ValidatedForm {...incomeForm(key)} />)
      await user.click(screen.getByRole('button', { name: 'Send' }))
      const first = screen.getByLabelText('First')
      expect(document.activeElement).toBe(first)
      expect(first.closest('.field')?.classList.contains('has-error')).toBe(true)
      expect(document.getElementById('income-FirstName-error')?.textContent).toBe(t.required)
      // The editor's message replaces the rule's ("landing.incomeForm.required").
      expect(document.getElementById('income-MonthlyIncome-error')?.textContent).toBe(t.incomeRequired)
      expect(document.getElementById('income-Agree-error')?.textContent).toBe(t.tick)
      expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(6)
      expect(sent).toEqual([])
    },
    SLOW,
  )

  test(
    'an empty entry in the message list keeps the rule message, with its bound',
    async () => {
      stubFetch(() => ok())
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <ValidatedForm {...incomeForm(key)} />)
      await fillAll(user, key, t.small)
      await user.click(screen.getByRole('button', { name: 'Send' }))
      expect(document.getElementById('income-MonthlyIncome-error')?.textContent).toBe(t.min)
      expect(document.activeElement).toBe(screen.getByLabelText('Income'))
    },
    SLOW,
  )

  test(
    'an amount from the address is formatted on load; typing regroups it; the lead carries it without separators',
    async () => {
      visit(`/income?MonthlyIncome=${t.query}`)
      const sent = stubFetch(() => ok())
      const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <ValidatedForm {...incomeForm(key)} />)
      expect((screen.getByLabelText('Income') as HTMLInputElement).value).toBe(t.prefilled)
      await fillAll(user, key, t.typed)
      expect((screen.getByLabelText('Income') as HTMLInputElement).value).toBe(t.shown)
      await user.click(screen.getByRole('button', { name: 'Send' }))
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/thank-you-promo'))
      expect(sent.map((request) => request.path)).toEqual(['/api/CallSchedules/AddCallSchedule'])
      const remarks = JSON.parse(sent[0]?.body.Remarks ?? '{}') as Record<string, string>
      // docs/requirements/wire-contract.md#remarks-income: a typed income (CKJ, and ECM's overseas workers' form, which this is)
      // goes as the amount without separators, and no MonthlyIncomeRange (no band).
      expect(remarks.MonthlyIncome).toBe(t.typed)
      expect(remarks).not.toHaveProperty('MonthlyIncomeRange')
      expect(sent[0]?.body.ConsentVersion).toBe(CONSENT.version)
    },
    SLOW,
  )

  test.each([
    // docs/requirements/forms-and-leads.md#remote-rule: a remote rule sends the field name and value; true passes, a text is shown, anything else 'Please fix this field.'
    { method: 'GET' as const, reply: 'true', shown: null },
    { method: 'POST' as const, reply: '"This address is already registered."', shown: 'This address is already registered.' },
    { method: 'GET' as const, reply: 'false', shown: 'fix' },
  ])(
    'remote rule by $method answering $reply',
    async ({ method, reply, shown }) => {
      const sent = stubFetch((path) => (path.startsWith('/check') ? new Response(reply, { status: 200 }) : ok()))
      const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined)
      const user = userEvent.setup({ delay: null })
      renderInPortal(key, <ValidatedForm {...incomeForm(key, { remote: { url: '/check/email', method } })} />)
      await fillAll(user, key, t.typed)
      await user.click(screen.getByRole('button', { name: 'Send' }))
      await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0))
      const check = sent[0]!
      expect(method === 'GET' ? check.path : `${check.path} ${new URLSearchParams(check.body).toString()}`).toBe(
        method === 'GET' ? '/check/email?Email=rosa%40example.com' : '/check/email Email=rosa%40example.com',
      )
      if (shown === null) {
        await vi.waitFor(() => expect(go).toHaveBeenCalled())
        expect(sent.map((request) => request.path)).toEqual(['/check/email?Email=rosa%40example.com', '/api/CallSchedules/AddCallSchedule'])
      } else {
        await vi.waitFor(() => expect(document.getElementById('income-Email-error')?.textContent).toBe(shown === 'fix' ? t.fix : shown))
        await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')))
        expect(sent).toHaveLength(1)
        expect(go).not.toHaveBeenCalled()
      }
    },
    SLOW,
  )
})

describe('ECM birthday form', () => {
  const form: ValidatedFormProps = {
    id: 'birthday',
    renderedOn: '2026-03-01',
    submitLabel: 'Sign me up',
    // pages/birthday-form/+data.ts: the MAIN list, whose live id docs/requirements/wire-contract.md#newsletter gives.
    action: { kind: 'subscribe', list: '4j98zcFNEPT8ZAOJmL8Cug', redirect: '/thank-you-promo' },
    fields: [
      { name: 'Name', type: 'text', label: 'Full name', rules: 'required' },
      { name: 'Email', type: 'email', label: 'Email address', rules: 'required|email' },
      {
        name: 'Birthdate',
        type: 'birthday',
        label: 'Date of birth',
        rules: 'required|minage',
        messages: 'landing.birthdayForm.incomplete|landing.birthdayForm.minAge',
        bounds: { minage: 18 },
      },
    ],
  }
  const days = () => (screen.getByLabelText('Day') as HTMLSelectElement).querySelectorAll('option:not([value=""])').length
  const hidden = () => (document.querySelector('input[type="hidden"][name="Birthdate"]') as HTMLInputElement).value

  test(
    'the day list follows the month, and the hidden birthdate is rebuilt on every change (docs/requirements/forms-and-leads.md#contact-me-modal)',
    async () => {
      const user = userEvent.setup({ delay: null })
      renderInPortal('ecm', <ValidatedForm {...form} />)
      await user.selectOptions(screen.getByLabelText('Month'), '01')
      expect(days()).toBe(31)
      await user.selectOptions(screen.getByLabelText('Day'), '31')
      await user.selectOptions(screen.getByLabelText('Year'), '1992')
      expect(hidden()).toBe('01/31/1992')
      // February hides 30 and 31 (29 stays whatever the year); April hides 31.
      await user.selectOptions(screen.getByLabelText('Month'), '02')
      expect(days()).toBe(29)
      expect(hidden()).toBe('')
      await user.selectOptions(screen.getByLabelText('Month'), '04')
      expect(days()).toBe(30)
      await user.selectOptions(screen.getByLabelText('Day'), '30')
      expect(hidden()).toBe('04/30/1992')
      await user.selectOptions(screen.getByLabelText('Year'), '1990')
      expect(hidden()).toBe('04/30/1990')
    },
    SLOW,
  )

  test(
    'an incomplete birthday gets the editor message; a valid one subscribes to the list, then redirects',
    async () => {
      const sent = stubFetch(() => ok())
      const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined)
      const user = userEvent.setup({ delay: null })
      renderInPortal('ecm', <ValidatedForm {...form} />)
      await user.type(screen.getByLabelText('Full name'), 'Carla Diaz')
      await user.type(screen.getByLabelText('Email address'), 'carla@example.com')
      await user.selectOptions(screen.getByLabelText('Month'), '04')
      await user.click(screen.getByRole('button', { name: 'Sign me up' }))
      expect(document.getElementById('birthday-Birthdate-error')?.textContent).toBe('Please choose the month, day and year of your birth.')
      expect(sent).toEqual([])
      await user.selectOptions(screen.getByLabelText('Day'), '28')
      await user.selectOptions(screen.getByLabelText('Year'), '1990')
      await user.click(screen.getByRole('button', { name: 'Sign me up' }))
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/thank-you-promo'))
      expect(sent.map((request) => [request.path, request.body.Name, request.body.Birthdate, request.body.List])).toEqual([
        ['/api/sendy/subscribe', 'Carla Diaz', '04/28/1990', '4j98zcFNEPT8ZAOJmL8Cug'],
      ])
    },
    SLOW,
  )

  test(
    'a field the API refuses is shown under that field, and the visitor stays',
    async () => {
      // The lead API answers 400 with the refused fields' messages, already in the portal's language.
      stubFetch(() => new Response(JSON.stringify({ errors: { Name: 'Invalid name.' } }), { status: 400, headers: { 'content-type': 'application/json' } }))
      const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined)
      const user = userEvent.setup({ delay: null })
      renderInPortal('ecm', <ValidatedForm {...form} />)
      // A name the form itself accepts (the same name rule as the API's, docs/forms.md): only the API refuses it here.
      await user.type(screen.getByLabelText('Full name'), 'Carla Diaz')
      await user.type(screen.getByLabelText('Email address'), 'carla@example.com')
      await user.selectOptions(screen.getByLabelText('Month'), '04')
      await user.selectOptions(screen.getByLabelText('Day'), '28')
      await user.selectOptions(screen.getByLabelText('Year'), '1990')
      await user.click(screen.getByRole('button', { name: 'Sign me up' }))
      await vi.waitFor(() => expect(document.getElementById('birthday-Name-error')?.textContent).toBe('Invalid name.'))
      expect(screen.getByRole('status').textContent).toBe('Some answers were not accepted. Please check them and try again.')
      expect(go).not.toHaveBeenCalled()
    },
    SLOW,
  )
})
