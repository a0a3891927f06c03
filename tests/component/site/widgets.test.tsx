import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { Collapsible } from '../../../components/widgets/Collapsible'
import { HoverBanner } from '../../../components/widgets/HoverBanner'
import { Tabs } from '../../../components/widgets/Tabs'
import { resetDialog } from '../../../renderer/site/dialogs'
import { activateHashLink } from '../../../renderer/site/hashLink'
import { startHoverBanners } from '../../../renderer/site/hoverBanners'
import { startListFilters } from '../../../renderer/site/listFilter'
import { startTabs } from '../../../renderer/site/tabs'
import { renderInPortal } from '../portalHarness'

afterEach(cleanup)

const TABS = [
  { id: 'cards', label: 'Credit cards', content: <p>About cards</p> },
  { id: 'loans', label: 'Loans', content: <p>About loans</p> },
  { id: 'cover', label: 'Insurance', content: <p>About insurance</p> },
]

function selected(): string[] {
  return screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent ?? '')
}

// WAI-ARIA Authoring Practices, tabs with automatic activation: arrows move and select, Home/End jump,
// only the selected tab is in the tab order, its panel alone is shown.
describe('tabs', () => {
  test('server markup: first tab selected, other panels hidden, roving tabindex', () => {
    renderInPortal('ecm', <Tabs label="Product guides" tabs={TABS} />)
    expect(screen.getByRole('tablist', { name: 'Product guides' })).toBeTruthy()
    expect(selected()).toEqual(['Credit cards'])
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    expect(screen.getByRole('tabpanel').textContent).toBe('About cards')
  })

  test('mouse and keyboard select tabs and show their panels', async () => {
    renderInPortal('ckj', <Tabs label="Panduan produk" tabs={TABS} />)
    startTabs(document)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('tab', { name: 'Insurance' }))
    expect(selected()).toEqual(['Insurance'])
    expect(screen.getByRole('tabpanel').textContent).toBe('About insurance')
    await user.keyboard('{ArrowRight}')
    expect(selected()).toEqual(['Credit cards'])
    expect(document.activeElement?.textContent).toBe('Credit cards')
    await user.keyboard('{ArrowLeft}')
    expect(selected()).toEqual(['Insurance'])
    await user.keyboard('{Home}')
    expect(selected()).toEqual(['Credit cards'])
    await user.keyboard('{End}')
    expect(selected()).toEqual(['Insurance'])
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0])
  })

  test('a hash naming a tab selects it on load', () => {
    renderInPortal('ecm', <Tabs label="Product guides" tabs={TABS} />)
    startTabs(document)
    expect(activateHashLink(document, '#tab-loans')).toBe(true)
    expect(selected()).toEqual(['Loans'])
    expect(activateHashLink(document, '#panel-loans')).toBe(false)
    expect(activateHashLink(document, '#nothing-here')).toBe(false)
    expect(activateHashLink(document, '#%E0%A4%A')).toBe(false)
  })
})

describe('collapsible', () => {
  test('shows the idle label while closed and the active one while open', async () => {
    renderInPortal(
      'ecm',
      <Collapsible summary="Is it free?" idleLabel="Show answer" activeLabel="Hide answer">
        Yes.
      </Collapsible>,
    )
    const details = document.querySelector('details')!
    const labels = () => [...details.querySelectorAll<HTMLElement>('[data-label]')].map((el) => `${el.dataset.label}:${el.textContent}`)
    expect(labels()).toEqual(['idle:Show answer', 'active:Hide answer'])
    expect(details.open).toBe(false)
    await userEvent.setup({ delay: null }).click(screen.getByText('Is it free?'))
    expect(details.open).toBe(true)
  })
})

describe('hover banner', () => {
  test('Escape dismisses a shown banner until the pointer leaves', () => {
    renderInPortal(
      'ecm',
      <HoverBanner id="tip" trigger="What is an add-on rate?">
        Interest on the full amount.
      </HoverBanner>,
    )
    startHoverBanners(document)
    const banner = document.querySelector<HTMLElement>('[data-hover-banner]')!
    expect(screen.getByRole('button', { name: 'What is an add-on rate?' }).getAttribute('aria-describedby')).toBe('tip')
    screen.getByRole('button').focus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(banner.hasAttribute('data-dismissed')).toBe(true)
    fireEvent.pointerLeave(banner)
    expect(banner.hasAttribute('data-dismissed')).toBe(false)
  })
})

describe('list filter and dialog reset', () => {
  function Glossary() {
    return (
      <dialog id="g" data-dialog="">
        <form role="search">
          <label htmlFor="f">Find a term</label>
          <input id="f" type="search" data-list-filter="" aria-controls="terms" aria-invalid="true" />
          <p data-filter-status="" data-one="{count} term shown" data-other="{count} terms shown" />
          <span data-error="">Too short</span>
        </form>
        <dl id="terms">
          <div data-filter-text="Premium What you pay">
            <dt>Premium</dt>
          </div>
          <div data-filter-text="Deductible Part of each claim you pay">
            <dt>Deductible</dt>
          </div>
          <div data-filter-text="Tenor Length of a loan">
            <dt>Tenor</dt>
          </div>
        </dl>
      </dialog>
    )
  }
  const visible = () => [...document.querySelectorAll<HTMLElement>('#terms > div')].filter((d) => !d.hidden).map((d) => d.textContent)

  test('typing narrows the list and announces the count; closing resets the form and its errors', async () => {
    renderInPortal('ecm', <Glossary />)
    startListFilters(document)
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Find a term'), 'pay')
    expect(visible()).toEqual(['Premium', 'Deductible'])
    expect(document.querySelector('[data-filter-status]')?.textContent).toBe('2 terms shown')
    await user.type(screen.getByLabelText('Find a term'), ' claim')
    expect(document.querySelector('[data-filter-status]')?.textContent).toBe('1 term shown')
    resetDialog(document.querySelector('dialog')!)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((screen.getByLabelText('Find a term') as HTMLInputElement).value).toBe('')
    expect(visible()).toEqual(['Premium', 'Deductible', 'Tenor'])
    expect(document.querySelector('[aria-invalid]')).toBeNull()
    expect(document.querySelector('[data-error]')?.textContent).toBe('')
  })
})
