// The two Contact-Me questions of docs/requirements/wire-contract.md#remarks: the optional middle name of the ECM generic modal
// (data/contact/variants.ecm.json "call-schedule" extraFields) and the NPWP ownership of the CKJ loan
// verticals 1, 6, 7 and 10 (data/contact/variants.ckj.json verticalFields).
import { cleanup, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { lookupsOf } from '../fields/browserStubs'
import { answer, labelled, openModal, pick, stubSite, textsOf, modalFixture } from './modal'

vi.mock('../../../components/navigation', () => ({ navigation: { go: vi.fn(), openInNewTab: vi.fn() } }))

// Filling a whole form through user events takes a few seconds in jsdom.
vi.setConfig({ testTimeout: 30_000 })

// The modal files' hooks (./modal.ts): Date at NOW, a fresh fake API, storage cleared, all undone after.
const api = modalFixture()

type User = ReturnType<typeof userEvent.setup>

/** Names of the form's controls in document order, each once (radio groups share a name). */
function controlNames(dialog: HTMLElement): string[] {
  return [...new Set([...dialog.querySelectorAll<HTMLInputElement>('form input[name], form select[name]')].map((control) => control.name))]
}

/** The error text of a radio group, found by its legend. */
function groupError(dialog: HTMLElement, question: string): string {
  const group = within(dialog).getByRole('radiogroup', { name: question })
  const ids = (group.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'))
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('')
}

describe('ECM generic modal: optional middle name', () => {
  const MIDDLE = 'Middle name (optional)'

  test('the middle name is asked right after the first name, marked optional, as an additional name', async () => {
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'call-schedule' })
    const input = within(dialog).getByLabelText(labelled(MIDDLE)) as HTMLInputElement
    expect(input.name).toBe('middleName')
    expect(input.getAttribute('autocomplete')).toBe('additional-name')
    expect(input.hasAttribute('aria-required')).toBe(false)
    const names = controlNames(dialog)
    expect(names.slice(names.indexOf('firstName'), names.indexOf('firstName') + 3)).toEqual(['firstName', 'middleName', 'lastName'])
  })

  test('an unknown banner gets the generic modal, middle name included; the other openers and CKJ do not ask it', async () => {
    stubSite('ecm', api)
    const generic = await openModal('ecm', { banner: 'no-such-banner' })
    expect(within(generic.dialog).queryByLabelText(MIDDLE)).not.toBeNull()
    cleanup()
    document.body.innerHTML = ''
    const card = await openModal('ecm', { banner: 'credit-card', verticalId: 2 })
    expect(within(card.dialog).queryByLabelText(MIDDLE)).toBeNull()
    expect(controlNames(card.dialog)).not.toContain('middleName')
    cleanup()
    document.body.innerHTML = ''
    vi.unstubAllGlobals()
    stubSite('ckj', api)
    const ckj = await openModal('ckj', { banner: 'call-schedule' })
    expect(within(ckj.dialog).queryByLabelText(`${textsOf('ckj')('contact.field.middleName')} ${textsOf('ckj')('contact.optional')}`)).toBeNull()
    expect(controlNames(ckj.dialog)).not.toContain('middleName')
  })

  test('Visitor leaves the middle name empty: the form submits and thanks them, no error about it', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { provinces, regions, employmentTypes } = lookupsOf('ecm')
    const { dialog } = await openModal('ecm', { banner: 'call-schedule' })
    // The generic opener without a vertical asks the credit-card questions (variant verticalId 2).
    await user.click(within(dialog).getByLabelText(labelled('Ms.')))
    await user.type(within(dialog).getByLabelText(labelled('First name')), 'Ann')
    await user.type(within(dialog).getByLabelText(labelled('Last name')), 'Reyes')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Month')), '05')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Day')), '20')
    await user.selectOptions(within(dialog).getByLabelText(labelled('Year')), '1990')
    await user.type(within(dialog).getByLabelText(labelled('Mobile number')), '0917 123 4567')
    await user.type(within(dialog).getByLabelText(labelled('Email address')), 'ann@example.com')
    await user.type(within(dialog).getByLabelText(labelled('Gross monthly income (PHP)')), '25000')
    await pick(user, dialog, 'Province', provinces[0]!.ProvinceId)
    await pick(user, dialog, 'City or municipality', regions[provinces[0]!.ProvinceId]![0]!.RegionId)
    await pick(user, dialog, 'Employment type', String(employmentTypes['2'][0]!.EmploymentTypeId))
    await answer(user, dialog, 'Do you have a credit card?', 'No')
    // "How many cards?" follows a Yes only.
    expect(within(dialog).queryByLabelText(labelled('How many credit cards do you have?'))).toBeNull()
    await user.selectOptions(within(dialog).getByLabelText(labelled('Best time to call you')), 'tomorrow-morning')
    await user.click(within(dialog).getAllByRole('checkbox')[0]!)
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    expect(within(dialog).queryByRole('alert')?.textContent ?? '').not.toContain('Middle name')
    await waitFor(() => expect(api.posts).toHaveLength(1))
    await within(dialog).findByRole('heading', { name: 'Thank you, Ann!' })
  })

  test.each(['J4ne', 'Mar1a Luisa'])('a middle name with digits ("%s") shows "Invalid name." under it and in the summary', async (typed) => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'call-schedule' })
    const input = within(dialog).getByLabelText(labelled(MIDDLE))
    await user.type(input, typed)
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    const errorId = (input.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'))
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Invalid name.')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const summary = within(dialog).getByRole('alert')
    await user.click(within(summary).getByRole('link', { name: 'Middle name: Invalid name.' }))
    expect(document.activeElement).toBe(input)
    expect(api.posts).toHaveLength(0)
  })

  test('an empty form lists the middle name nowhere in the summary, between a required first and last name', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'call-schedule' })
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    const links = within(within(dialog).getByRole('alert'))
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links.slice(0, 3)).toEqual(['Title: This field is required.', 'First name: This field is required.', 'Last name: This field is required.'])
    expect(links.join('\n')).not.toContain('Middle name')
  })
})

describe('CKJ loans: NPWP ownership', () => {
  const t = textsOf('ckj')
  const NPWP = 'Apakah Anda memiliki NPWP?'

  async function fillPersonalLoanButNpwp(dialog: HTMLElement, user: User) {
    const { provinces, regions, employmentTypes } = lookupsOf('ckj')
    await user.click(within(dialog).getByLabelText(labelled('Bapak')))
    await user.type(within(dialog).getByLabelText(labelled(t('contact.field.firstName'))), 'Budi')
    await user.type(within(dialog).getByLabelText(labelled(t('contact.field.lastName'))), 'Santoso')
    await user.selectOptions(within(dialog).getByLabelText(labelled(t('contact.field.birthday.day'))), '3')
    await user.selectOptions(within(dialog).getByLabelText(labelled(t('contact.field.birthday.month'))), '03')
    await user.selectOptions(within(dialog).getByLabelText(labelled(t('contact.field.birthday.year'))), '1985')
    await user.type(within(dialog).getByLabelText(labelled(t('contact.field.mobilePhoneNumber'))), '081234567890')
    await user.type(within(dialog).getByLabelText(labelled(t('contact.field.email'))), 'budi@example.com')
    await user.type(within(dialog).getByLabelText(labelled(t('contact.field.monthlyIncome', { currency: 'Rp' }))), '15000000')
    await pick(user, dialog, t('contact.field.province'), provinces[0]!.ProvinceId)
    await pick(user, dialog, t('contact.field.region'), regions[provinces[0]!.ProvinceId]![0]!.RegionId)
    await pick(user, dialog, t('contact.field.employmentType'), String(employmentTypes['1'][0]!.EmploymentTypeId))
    await user.type(within(dialog).getByLabelText(labelled(t('contact.field.loanAmount', { currency: 'Rp' }))), '50000000')
    await user.selectOptions(within(dialog).getByLabelText(labelled(t('contact.field.tenor'))), '24')
    await answer(user, dialog, t('contact.field.cardHolder'), t('contact.no'))
    await user.selectOptions(within(dialog).getByLabelText(labelled(t('contact.field.callWindow'))), 'tomorrow-morning')
    await user.click(within(dialog).getAllByRole('checkbox')[0]!)
  }

  test('the personal-loan modal asks it as a required Ya / Tidak question among the loan answers, right after the employment', async () => {
    stubSite('ckj', api)
    const { dialog } = await openModal('ckj', { banner: 'personal-loan', verticalId: 1 })
    const group = within(dialog).getByRole('radiogroup', { name: NPWP })
    expect(group.getAttribute('aria-required')).toBe('true')
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Ya', 'Tidak'])
    const names = controlNames(dialog)
    expect(names.slice(names.indexOf('npwpOwnership') - 1, names.indexOf('npwpOwnership') + 1)).toEqual(['EmploymentTypeId', 'npwpOwnership'])
  })

  test('Visitor leaves it unanswered: the Indonesian required message, a summary link to it, focus on it; answering lets the form through', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ckj', api)
    const { dialog } = await openModal('ckj', { banner: 'personal-loan', verticalId: 1, productName: 'KTA' })
    await fillPersonalLoanButNpwp(dialog, user)
    await user.click(within(dialog).getByRole('button', { name: t('contact.submit') }))
    expect(groupError(dialog, NPWP)).toBe('Kolom ini wajib diisi.')
    const summary = within(dialog).getByRole('alert')
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`${NPWP}: Kolom ini wajib diisi.`])
    // The only invalid control: focus goes to its first choice.
    const yes = within(within(dialog).getByRole('radiogroup', { name: NPWP })).getByLabelText('Ya')
    expect(document.activeElement).toBe(yes)
    await user.click(within(dialog).getByLabelText(labelled(t('contact.field.firstName'))))
    await user.click(within(summary).getByRole('link', { name: `${NPWP}: Kolom ini wajib diisi.` }))
    expect(document.activeElement).toBe(yes)
    expect(api.posts).toHaveLength(0)
    await answer(user, dialog, NPWP, 'Tidak')
    await user.click(within(dialog).getByRole('button', { name: t('contact.submit') }))
    await waitFor(() => expect(api.posts).toHaveLength(1))
    await within(dialog).findByRole('heading', { name: t('contact.thanks.heading', { name: 'Budi' }) })
  })

  test.each([
    { banner: 'house-loan', verticalId: 6 },
    { banner: 'car-loan', verticalId: 7 },
    { banner: 'business-loan', verticalId: 10 },
  ])('the $banner modal (vertical $verticalId) asks it too', async ({ banner, verticalId }) => {
    stubSite('ckj', api)
    const { dialog } = await openModal('ckj', { banner, verticalId })
    expect(within(dialog).queryByRole('radiogroup', { name: NPWP })).not.toBeNull()
  })

  test('CKJ credit cards and car insurance do not ask it', async () => {
    stubSite('ckj', api)
    for (const [banner, verticalId] of [
      ['credit-card', 2],
      ['car-insurance', 4],
    ] as const) {
      const { dialog } = await openModal('ckj', { banner, verticalId })
      expect(controlNames(dialog), banner).not.toContain('npwpOwnership')
      cleanup()
      document.body.innerHTML = ''
    }
  })

  test('the ECM personal-loan modal does not ask it, nor list it among the errors', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite('ecm', api)
    const { dialog } = await openModal('ecm', { banner: 'personal-loan', verticalId: 1 })
    expect(within(dialog).queryByRole('radiogroup', { name: textsOf('ecm')('contact.field.npwpOwnership') })).toBeNull()
    expect(controlNames(dialog)).not.toContain('npwpOwnership')
    await user.click(within(dialog).getByRole('button', { name: 'Call me back' }))
    expect(within(dialog).getByRole('alert').textContent).not.toContain('NPWP')
  })
})
