import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { CheckboxField } from '../../../components/fields/CheckboxField'
import { ErrorSummary } from '../../../components/fields/ErrorSummary'
import { RadioGroupField } from '../../../components/fields/RadioGroupField'
import { SelectField } from '../../../components/fields/SelectField'
import { SubmitButton } from '../../../components/fields/SubmitButton'
import { TextField } from '../../../components/fields/TextField'
import { renderInPortal } from '../portalHarness'

afterEach(cleanup)

describe('shared field controls', () => {
  test('a text field has a visible label, its hint and its error linked, and marks itself invalid', () => {
    renderInPortal(
      'ecm',
      <TextField
        id="email"
        name="email"
        label="Email address"
        value=""
        onChange={() => undefined}
        hint="We never share it"
        error="Invalid email address."
        required
      />,
    )
    const input = screen.getByLabelText('Email address')
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(screen.getByText('Invalid email address.').id).toBe('email-error')
  })

  test('an optional field says so in its label; a field without error is not invalid', () => {
    renderInPortal('ecm', <TextField id="tel" name="tel" label="Landline number" value="" onChange={() => undefined} optionalText="(optional)" />)
    const input = screen.getByLabelText('Landline number (optional)')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })

  test('a select reports the chosen value and its label; the empty choice comes first', async () => {
    const user = userEvent.setup({ delay: null })
    const chosen: [string, string][] = []
    renderInPortal(
      'ecm',
      <SelectField
        id="term"
        name="term"
        label="Loan term"
        placeholder="Please choose"
        value=""
        options={[{ value: '12', label: '12 months' }]}
        onChange={(v, l) => chosen.push([v, l])}
      />,
    )
    await user.selectOptions(screen.getByLabelText('Loan term'), '12')
    expect(chosen).toEqual([['12', '12 months']])
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('Please choose')
  })

  test('a radio group is a fieldset with its legend; the first radio carries the id', async () => {
    const user = userEvent.setup({ delay: null })
    const picked: string[] = []
    renderInPortal(
      'ecm',
      <RadioGroupField
        id="holder"
        name="holder"
        label="Do you have a credit card?"
        value=""
        onChange={(v) => picked.push(v)}
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        error="This field is required."
      />,
    )
    const group = screen.getByRole('radiogroup', { name: 'Do you have a credit card?' })
    expect(group.getAttribute('aria-describedby')).toBe('holder-error')
    expect(document.getElementById('holder')).toBe(screen.getByLabelText('Yes'))
    await user.click(screen.getByLabelText('No'))
    expect(picked).toEqual(['no'])
  })

  test('a checkbox reports ticks', async () => {
    const user = userEvent.setup({ delay: null })
    const ticks: boolean[] = []
    renderInPortal('ecm', <CheckboxField id="agree" name="agree" label="I agree" checked={false} onChange={(c) => ticks.push(c)} />)
    await user.click(screen.getByLabelText('I agree'))
    expect(ticks).toEqual([true])
  })

  test('the error summary is an alert whose links focus their fields', async () => {
    const user = userEvent.setup({ delay: null })
    renderInPortal(
      'ecm',
      <>
        <ErrorSummary title="Please correct the following:" errors={[{ targetId: 'first', label: 'First name', message: 'Invalid name.' }]} />
        <input id="first" aria-label="First name" />
      </>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('First name: Invalid name.')
    await user.click(screen.getByRole('link', { name: 'First name: Invalid name.' }))
    expect(document.activeElement?.id).toBe('first')
  })

  test('the submit button loses its label, shows a spinner and is disabled while loading', () => {
    const { rerender } = render(<SubmitButton label="Call me back" loading={false} loadingLabel="Sending" />)
    const button = screen.getByRole('button', { name: 'Call me back' }) as HTMLButtonElement
    expect(button.disabled).toBe(false)
    rerender(<SubmitButton label="Call me back" loading loadingLabel="Sending" />)
    expect(screen.getByRole('button', { name: 'Sending' })).toBe(button)
    expect(button.disabled).toBe(true)
    expect(button.textContent).not.toContain('Call me back')
    expect(button.querySelector('.spinner')).not.toBeNull()
    expect(button.getAttribute('aria-busy')).toBe('true')
  })
})
