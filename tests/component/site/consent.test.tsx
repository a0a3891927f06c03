import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ConsentNotice } from '../../../components/widgets/ConsentNotice'
import { SiteTools } from '../../../components/widgets/SiteTools'
import { CONSENT_SHOW_SCRIPT } from '../../../domain/inlineScripts'
import { readConsent } from '../../../renderer/site/consent'
import { cookieJar } from '../../../renderer/site/cookieJar'
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
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: accept }))
    expect(jar.data.get('consent')).toBe('granted')
    expect(jar.days.get('consent')).toBe(180)
    expect(onDecision).toHaveBeenCalledWith('granted')
    expect(screen.queryByRole('region', { name: title })).toBeNull()
  })

  test('declining stores the answer and removes analytics cookies only', async () => {
    const { jar, onDecision, notice } = setup()
    notice?.show(true)
    screen.getByRole('button', { name: decline }).focus()
    await userEvent.setup({ delay: null }).keyboard('{Enter}')
    expect(jar.data.get('consent')).toBe('denied')
    expect([...jar.data.keys()].sort()).toEqual(['UTM', 'consent'])
    expect(onDecision).toHaveBeenCalledWith('denied')
    // Focus moves to the control that reopens the notice, not to the top of the page.
    expect(document.activeElement?.hasAttribute('data-consent-open')).toBe(true)
  })
  // Decision 045: the inline script after the notice shows it before the site's script arrives, unless
  // the visitor has answered. Its cookie test must agree with readConsent, which reads the cookie with
  // js-cookie, for every cookie string a visitor may carry.
  test.each([
    ['no cookie', []],
    ['an acceptance', ['consent=granted']],
    ['a refusal among other cookies', ['UTM=%7B%7D', 'consent=denied', '_ga=GA1.1.1']],
    ['an unknown answer', ['consent=maybe']],
    ['an answer with more after it', ['consent=granted-later']],
    ['another cookie whose name ends in consent', ['adconsent=granted']],
    ['another cookie whose value holds the answer', ['note=consent%3Dgranted']],
  ])('the inline script shows the notice exactly when readConsent finds no answer: %s', (_, cookies) => {
    for (const cookie of cookies) document.cookie = `${cookie}; path=/`
    try {
      renderInPortal(key, <ConsentNotice />)
      const section = document.getElementById('consent')!
      expect(section.hidden).toBe(true)
      // As the page's <script> element runs it: its text, in the global scope.
      new Function(CONSENT_SHOW_SCRIPT)()
      const unanswered = readConsent(cookieJar()) === null
      expect(section.hidden).toBe(!unanswered)
      expect(screen.queryByRole('region', { name: title }) !== null).toBe(unanswered)
      // The room the page keeps for it, set only when it is shown.
      expect(document.documentElement.style.getPropertyValue('--consent-height')).toBe(unanswered ? `${section.offsetHeight}px` : '')
    } finally {
      document.documentElement.style.removeProperty('--consent-height')
      for (const cookie of cookies) document.cookie = `${cookie.split('=')[0]}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
    }
  })

  test('an answer tapped before the site script arrived hides the notice at once and is stored when it arrives', async () => {
    renderInPortal(
      key,
      <>
        <ConsentNotice />
        <SiteTools />
      </>,
    )
    new Function(CONSENT_SHOW_SCRIPT)()
    screen.getByRole('button', { name: decline }).focus()
    await userEvent.setup({ delay: null }).keyboard('{Enter}')
    // Hidden at once, its room given back, focus on the control that reopens it; nothing stored yet.
    expect(screen.queryByRole('region', { name: title })).toBeNull()
    expect(document.documentElement.style.getPropertyValue('--consent-height')).toBe('0px')
    expect(document.activeElement?.hasAttribute('data-consent-open')).toBe(true)
    const jar = memoryJar({ _ga: 'GA1.1.1' })
    const onDecision = vi.fn()
    const notice = startConsentNotice(document, jar, onDecision)
    expect(notice?.answeredEarly).toBe(true)
    expect(jar.data.get('consent')).toBe('denied')
    expect(jar.days.get('consent')).toBe(180)
    expect(jar.data.has('_ga')).toBe(false)
    expect(onDecision).toHaveBeenCalledWith('denied')
    expect(screen.queryByRole('region', { name: title })).toBeNull()
    // From then on the site script answers: reopened and accepted, stored once, no early answer kept.
    notice?.show(true)
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: accept }))
    expect(jar.data.get('consent')).toBe('granted')
    expect(onDecision).toHaveBeenLastCalledWith('granted')
    expect(document.getElementById('consent')!.dataset.early).toBeUndefined()
    document.documentElement.style.removeProperty('--consent-height')
  })

  test('without an early answer the site script stores nothing until the visitor answers', () => {
    const { jar, onDecision, notice } = setup()
    expect(notice?.answeredEarly).toBe(false)
    expect(jar.data.has('consent')).toBe(false)
    expect(onDecision).not.toHaveBeenCalled()
  })

  test('the inline script is written right after the notice, and the server markup keeps the notice hidden', () => {
    renderInPortal(key, <ConsentNotice />)
    const section = document.getElementById('consent')!
    expect(section.nextElementSibling?.tagName).toBe('SCRIPT')
    expect(section.nextElementSibling?.textContent).toBe(CONSENT_SHOW_SCRIPT)
    expect(section.hasAttribute('hidden')).toBe(true)
  })
})
