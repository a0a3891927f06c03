import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { BirthdayField, EMPTY_BIRTHDAY, type BirthdayParts } from '../../../components/fields/BirthdayField'
import { usePortal } from '../../../components/PortalContext'
import { renderInPortal } from '../portalHarness'

function Birthday({ years }: { years: number[] }) {
  const portal = usePortal()
  const [value, setValue] = useState<BirthdayParts>(EMPTY_BIRTHDAY)
  return (
    <form data-testid="form">
      <BirthdayField
        id="bday"
        name="birthdate"
        label="Date of birth"
        value={value}
        onChange={setValue}
        order={portal.ageFieldOrder}
        years={years}
        locale={portal.locale}
        partLabels={{ month: 'Month', day: 'Day', year: 'Year' }}
      />
    </form>
  )
}

function dayNumbers(): number[] {
  return within(screen.getByLabelText('Day'))
    .getAllByRole('option')
    .map((option) => Number((option as HTMLOptionElement).value))
    .filter((n) => n > 0)
}

afterEach(cleanup)

describe('BirthdayField', () => {
  // docs/requirements/forms-and-leads.md#birthday-dropdowns: February hides 30 and 31; April, June, September and November hide 31; others show both; 29 Feb stays.
  test.each([
    { month: '01', last: 31 },
    { month: '02', last: 29 },
    { month: '04', last: 30 },
    { month: '06', last: 30 },
    { month: '09', last: 30 },
    { month: '11', last: 30 },
    { month: '12', last: 31 },
  ])('month $month offers days 1 to $last', async ({ month, last }) => {
    const user = userEvent.setup({ delay: null })
    renderInPortal('ecm', <Birthday years={[2000, 1999]} />)
    await user.selectOptions(screen.getByLabelText('Month'), month)
    const days = dayNumbers()
    expect(days[0]).toBe(1)
    expect(days.at(-1)).toBe(last)
    expect(days).toHaveLength(last)
  })

  test('a day the new month hides is cleared, and the hidden birthdate is MM/DD/YYYY once all three are chosen', async () => {
    const user = userEvent.setup({ delay: null })
    renderInPortal('ecm', <Birthday years={[2000, 1999]} />)
    const hidden = () => (screen.getByTestId('form').querySelector('input[name="birthdate"]') as HTMLInputElement).value
    await user.selectOptions(screen.getByLabelText('Month'), '01')
    await user.selectOptions(screen.getByLabelText('Day'), '31')
    expect(hidden()).toBe('')
    await user.selectOptions(screen.getByLabelText('Year'), '1999')
    expect(hidden()).toBe('01/31/1999')
    await user.selectOptions(screen.getByLabelText('Month'), '02')
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('')
    expect(hidden()).toBe('')
    await user.selectOptions(screen.getByLabelText('Day'), '9')
    expect(hidden()).toBe('02/09/1999')
  })

  // data/portals/*.json ageFieldOrder: ECM month, day, year; CKJ day, month, year. The first carries the field id.
  test.each([
    { key: 'ecm' as const, order: ['Month', 'Day', 'Year'], firstMonth: 'January' },
    { key: 'ckj' as const, order: ['Day', 'Month', 'Year'], firstMonth: 'Januari' },
  ])('on $key the dropdowns come in the portal order, months named in its language', ({ key, order, firstMonth }) => {
    renderInPortal(key, <Birthday years={[2000]} />)
    const labels = [...document.querySelectorAll('.birthday-part label')].map((label) => label.textContent)
    expect(labels).toEqual(order)
    expect(document.getElementById('bday')?.previousElementSibling?.textContent).toBe(order[0])
    expect(within(screen.getByLabelText('Month')).getAllByRole('option')[1]?.textContent).toBe(firstMonth)
  })
})
