import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { loadTagManager, tagManagerUrl } from '../../../renderer/site/tagManager'

// docs/requirements/wire-contract.md#analytics: the analytics load check retries every 500 ms, at most 5 times.
type TagWindow = Window & { dataLayer?: unknown[]; google_tag_manager?: Record<string, unknown> }
const w = window as TagWindow

beforeEach(() => {
  vi.useFakeTimers()
  document.head.innerHTML = ''
  delete w.dataLayer
  delete w.google_tag_manager
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('tag manager loader', () => {
  test('adds the async script after the start event and resolves once the container runs', async () => {
    const started = loadTagManager('GTM-ABC123')
    const script = document.head.querySelector('script')
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123')
    expect(script?.async).toBe(true)
    expect(w.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' })
    await vi.advanceTimersByTimeAsync(1000)
    w.google_tag_manager = { 'GTM-ABC123': {} }
    await vi.advanceTimersByTimeAsync(500)
    await expect(started).resolves.toBe(true)
  })

  test('gives up after 5 retries 500 ms apart, with a console warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let settled: boolean | undefined
    void loadTagManager('GTM-NEVER').then((value) => (settled = value))
    await vi.advanceTimersByTimeAsync(2499)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  test('a second call adds no second script', async () => {
    void loadTagManager('GTM-ABC123')
    void loadTagManager('GTM-ABC123')
    expect(document.head.querySelectorAll(`script[src="${tagManagerUrl('GTM-ABC123')}"]`)).toHaveLength(1)
  })
})
