import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ConsentNotice } from '../../../components/widgets/ConsentNotice'
import { SiteTools } from '../../../components/widgets/SiteTools'
import { startConsentNotice } from '../../../renderer/site/consentNotice'
import { memoryJar } from '../../unit/site/memory'
import { renderInPortal } from '../portalHarness'

afterEach(cleanup)

// Issue 9 item 8: a notice fit for RA 10173 and UU 27/2022 (accept and decline, a link to the privacy
// page, remembered once answered); texts from data/messages/parts/site.*.json.
const CASES = [
  { key: 'ecm', title: 'Cookies and your privacy', accept: 'Accept analytics cookies', decline: 'Decline analytics cookies', privacy: '/privacy-policy' },
  { key: 'ckj', title: 'Cookie dan privasi Anda', accept: 'Izinkan cookie analitik', decline: 'Tolak cookie analitik', privacy: '/kebijakan-privasi' },
] as const

describe.each(CASES)('$key consent notice', ({ key, title, accept, decline, privacy }) => {
  function setup() {
    renderInPortal(
      key,
      <>
        <ConsentNotice />
        <SiteTools />
      </>,
    )
    const jar = memoryJar({ _ga: 'GA1.1.1', _gid: 'GA1.1.2', UTM: '{}' })
    const onDecision = vi.fn()
    const notice = startConsentNotice(document, jar, onDecision)
    return { jar, onDecision, notice }
  }

  test('is a region with a heading and links to the privacy page; hidden until shown', () => {
    const { notice } = setup()
    expect(screen.queryByRole('region', { name: title })).toBeNull()
    notice?.show(true)
    const region = screen.getByRole('region', { name: title })
    expect(region.querySelector('a')?.getAttribute('href')).toBe(privacy)
    expect(screen.getByRole('heading', { name: title })).toBeTruthy()
  })

  test('accepting stores the answer for 180 days and hides the notice', async () => {
    const { jar, onDecision, notice } = setup()
    notice?.show(true)
    await userEvent.setup().click(screen.getByRole('button', { name: accept }))
    expect(jar.data.get('consent')).toBe('granted')
    expect(jar.days.get('consent')).toBe(180)
    expect(onDecision).toHaveBeenCalledWith('granted')
    expect(screen.queryByRole('region', { name: title })).toBeNull()
  })

  test('declining stores the answer and removes analytics cookies only', async () => {
    const { jar, onDecision, notice } = setup()
    notice?.show(true)
    screen.getByRole('button', { name: decline }).focus()
    await userEvent.setup().keyboard('{Enter}')
    expect(jar.data.get('consent')).toBe('denied')
    expect([...jar.data.keys()].sort()).toEqual(['UTM', 'consent'])
    expect(onDecision).toHaveBeenCalledWith('denied')
    // Focus moves to the control that reopens the notice, not to the top of the page.
    expect(document.activeElement?.hasAttribute('data-consent-open')).toBe(true)
  })
})
