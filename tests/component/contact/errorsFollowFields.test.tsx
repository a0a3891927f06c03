import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { PORTAL_KEYS } from '../portalHarness'
import { lookupsOf } from '../fields/browserStubs'
import { answer, errorOf, labelled, openModal, pick, stubSite, textsOf, modalFixture } from './modal'

// Issue 47, "The call-back modal is a wall": after an empty submit a field's message stayed once the
// field was filled (the red box and "Kolom ini wajib diisi" under "Siti"), and the summary did not say
// how many fields needed fixing. A message now follows its field as the visitor changes it (no blur,
// no second Submit), and the summary gives the count and lists every error.

vi.setConfig({ testTimeout: 30_000 })

// The modal files' hooks (./modal.ts): Date at NOW, a fresh fake API, storage cleared, all undone after.
const api = modalFixture()

// The summary's heading as each portal's editor wrote it (data/messages/parts/contact.*.json).
const COUNT = {
  ecm: (n: number) => (n === 1 ? '1 field needs your attention' : `${n} fields need your attention`),
  ckj: (n: number) => `${n} kolom perlu diperbaiki`,
} as const

/** Whether the control is marked in error and described by its error message. */
function marked(control: HTMLElement): { invalid: boolean; describedByError: boolean } {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ')
  return { invalid: control.getAttribute('aria-invalid') === 'true', describedByError: ids.some((id) => id.endsWith('-error')) }
}

describe.each(PORTAL_KEYS)('%s call-back modal after an empty submit', (key) => {
  const t = textsOf(key)
  const required = t('validation.required')
  const label = {
    title: t('contact.field.title'),
    firstName: t('contact.field.firstName'),
    lastName: t('contact.field.lastName'),
    email: t('contact.field.email'),
    mobile: t('contact.field.mobilePhoneNumber'),
    province: t('contact.field.province'),
  }

  test('a message goes the moment its field is filled validly, with its aria-invalid and aria-describedby; the others stay', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite(key, api)
    const { dialog } = await openModal(key, { banner: 'credit-card' })
    await user.click(within(dialog).getByRole('button', { name: t('contact.submit') }))
    const firstName = within(dialog).getByLabelText(label.firstName)
    expect(errorOf(dialog, label.firstName)).toBe(required)
    expect(marked(firstName)).toEqual({ invalid: true, describedByError: true })

    // Typed, not left: focus is still in the field (no blur), and nothing was submitted again.
    await user.type(firstName, 'Siti')
    expect(document.activeElement).toBe(firstName)
    expect(errorOf(dialog, label.firstName)).toBe('')
    expect(marked(firstName)).toEqual({ invalid: false, describedByError: false })
    expect(firstName.closest('.field')?.classList.contains('has-error')).toBe(false)
    expect(within(dialog).getByRole('alert').textContent).not.toContain(`${label.firstName}:`)
    // The fields not yet answered keep their messages.
    expect(errorOf(dialog, label.lastName)).toBe(required)
    expect(marked(within(dialog).getByLabelText(label.lastName))).toEqual({ invalid: true, describedByError: true })

    // While still wrong the message says what is wrong now; once right it goes.
    const email = within(dialog).getByLabelText(label.email)
    await user.type(email, 'siti@')
    expect(errorOf(dialog, label.email)).toBe(t('validation.email'))
    await user.type(email, 'example.com')
    expect(errorOf(dialog, label.email)).toBe('')
    expect(marked(email)).toEqual({ invalid: false, describedByError: false })
    const mobile = within(dialog).getByLabelText(label.mobile)
    await user.type(mobile, '0812')
    expect(errorOf(dialog, label.mobile)).toBe(t('validation.mobileNumber'))
    await user.type(mobile, '34567890')
    expect(errorOf(dialog, label.mobile)).toBe('')

    // A radio group, a select from a lookup, a yes/no question and the consent box behave the same.
    const titles = within(dialog).getByRole('radiogroup', { name: label.title })
    expect(marked(titles)).toEqual({ invalid: true, describedByError: true })
    await user.click(within(titles).getAllByRole('radio')[0]!)
    expect(marked(titles)).toEqual({ invalid: false, describedByError: false })
    expect(titles.querySelector('.field-error')).toBeNull()
    const province = lookupsOf(key).provinces[0]!
    await pick(user, dialog, label.province, province.ProvinceId)
    expect(errorOf(dialog, label.province)).toBe('')
    expect(marked(within(dialog).getByLabelText(labelled(label.province)))).toEqual({ invalid: false, describedByError: false })
    await answer(user, dialog, t('contact.field.cardHolder'), t('contact.no'))
    expect(
      within(dialog)
        .getByRole('radiogroup', { name: t('contact.field.cardHolder') })
        .getAttribute('aria-invalid'),
    ).toBeNull()
    const consent = within(dialog).getAllByRole('checkbox')[0]!
    expect(consent.getAttribute('aria-invalid')).toBe('true')
    await user.click(consent)
    expect(consent.getAttribute('aria-invalid')).toBeNull()

    // A field without a message gets none while the visitor types: a new problem waits for Submit.
    await user.clear(firstName)
    expect(errorOf(dialog, label.firstName)).toBe('')
    await user.type(firstName, 'S1ti')
    expect(errorOf(dialog, label.firstName)).toBe('')
    await user.click(within(dialog).getByRole('button', { name: t('contact.submit') }))
    expect(errorOf(dialog, label.firstName)).toBe(t('validation.name'))
    expect(api.posts).toHaveLength(0)
  })

  test('the summary says how many fields need fixing and lists every one, each linked to its field', async () => {
    const user = userEvent.setup({ delay: null })
    stubSite(key, api)
    const { dialog } = await openModal(key, { banner: 'credit-card' })
    await user.click(within(dialog).getByRole('button', { name: t('contact.submit') }))
    const summary = within(dialog).getByRole('alert')
    // Title, names, mobile, call window, income, card holder, e-mail and consent: the credit-card
    // variant's 9 required answers (data/contact/variants.*.json); its optional ones (birthday,
    // province, employment, number of cards) say nothing when left empty.
    expect(within(summary).getByText(COUNT[key](9))).toBeTruthy()
    const links = within(summary).getAllByRole('link')
    expect(links).toHaveLength(9)
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))
      expect(target, link.textContent ?? '').not.toBeNull()
      expect(dialog.contains(target)).toBe(true)
      expect(link.textContent).toMatch(/: \S/)
    }
    expect(links.map((link) => link.textContent)).toContain(`${label.firstName}: ${required}`)
    expect(links.at(-1)!.textContent).toContain(`${t('contact.field.consent')}: `)

    // The count follows the fields as they are fixed.
    await user.type(within(dialog).getByLabelText(label.firstName), 'Siti')
    expect(within(within(dialog).getByRole('alert')).getByText(COUNT[key](8))).toBeTruthy()
    expect(within(within(dialog).getByRole('alert')).getAllByRole('link')).toHaveLength(8)
    expect(t('contact.errors.count', { count: 1 })).toBe(COUNT[key](1))
  })
})
