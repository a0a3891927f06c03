import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { AmountField } from '../../../components/fields/AmountField'
import type { PortalConfig } from '../../../domain/portal'
import { PORTALS, renderInPortal, type PortalKey } from '../portalHarness'

function Income({ portal, initial = '' }: { portal: PortalConfig; initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <AmountField id="income" name="income" label="Monthly income" portal={portal} value={value} onChange={setValue} required />
      <output data-testid="state">{value}</output>
    </>
  )
}

// docs/requirements/forms-and-leads.md#number-formatting: non-digits removed, thousands separator inserted (ECM comma, CKJ dot).
const CASES: { key: PortalKey; typed: string; shown: string }[] = [
  { key: 'ecm', typed: '25000', shown: '25,000' },
  { key: 'ecm', typed: '1234567', shown: '1,234,567' },
  { key: 'ecm', typed: '12a3b4', shown: '1,234' },
  { key: 'ckj', typed: '25000000', shown: '25.000.000' },
  { key: 'ckj', typed: '7500', shown: '7.500' },
]

afterEach(cleanup)

describe('AmountField', () => {
  test.each(CASES)('on $key, typing $typed shows $shown', async ({ key, typed, shown }) => {
    const user = userEvent.setup({ delay: null })
    renderInPortal(key, <Income portal={PORTALS[key].portal} />)
    const input = screen.getByLabelText('Monthly income')
    await user.type(input, typed)
    expect(input).toHaveProperty('value', shown)
    expect(screen.getByTestId('state').textContent).toBe(shown)
  })

  test.each([
    { key: 'ecm' as const, initial: '1500000', shown: '1,500,000' },
    { key: 'ckj' as const, initial: '1500000', shown: '1.500.000' },
  ])('on $key an initial value $initial is shown formatted as $shown', ({ key, initial, shown }) => {
    renderInPortal(key, <Income portal={PORTALS[key].portal} initial={initial} />)
    expect(screen.getByLabelText('Monthly income')).toHaveProperty('value', shown)
  })

  test('arrow keys move the caret without reformatting, and a digit typed in the middle keeps the caret beside it', async () => {
    const user = userEvent.setup({ delay: null })
    renderInPortal('ecm', <Income portal={PORTALS.ecm.portal} />)
    const input = screen.getByLabelText('Monthly income') as HTMLInputElement
    await user.type(input, '12345')
    expect(input.value).toBe('12,345')
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    // Arrows (codes 37 to 40) leave the value alone.
    expect(input.value).toBe('12,345')
    expect(input.selectionStart).toBe(3)
    await user.keyboard('{ArrowUp}{ArrowDown}')
    expect(input.value).toBe('12,345')
    // Caret after '12,' (index 3); typing 9 gives 129,345 with the caret after the 9 (index 3).
    await act(async () => input.setSelectionRange(3, 3))
    await user.keyboard('9')
    expect(input.value).toBe('129,345')
    expect(input.selectionStart).toBe(3)
  })

  test('an error is linked to the input and marks it invalid', () => {
    renderInPortal(
      'ecm',
      <AmountField
        id="income"
        name="income"
        label="Monthly income"
        portal={PORTALS.ecm.portal}
        value=""
        onChange={() => undefined}
        error="This field is required."
      />,
    )
    const input = screen.getByLabelText('Monthly income')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('income-error')
    expect(document.getElementById('income-error')?.textContent).toBe('This field is required.')
  })
})
