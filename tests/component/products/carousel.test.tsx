import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FeaturedCarousel, type FeaturedItem } from '../../../components/islands/FeaturedCarousel'
import { inPortal, PORTAL_KEYS, renderInPortal } from '../portalHarness'

const ITEMS: FeaturedItem[] = [1, 2, 3, 4].map((id) => ({
  id,
  name: `Card ${id}`,
  provider: 'Bank',
  href: `/p/${id}`,
  figures: [{ label: 'Fee', value: '0' }],
  topText: 'Top',
}))

const TEXT = {
  ecm: { next: 'Next products', previous: 'Previous products', pause: 'Pause', play: 'Play' },
  ckj: { next: 'Produk berikutnya', previous: 'Produk sebelumnya', pause: 'Jeda', play: 'Putar' },
}

function stubMedia(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }))
}

beforeEach(() => stubMedia(false))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe.each(PORTAL_KEYS)('%s featured carousel', (portal) => {
  const text = TEXT[portal]

  it('is prerendered as a plain list of every featured product, with no dead buttons', () => {
    const html = renderToString(inPortal(portal, <FeaturedCarousel title="Featured" items={ITEMS} />))
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.querySelectorAll('ul.carousel-track > li')).toHaveLength(4)
    expect(doc.querySelector('ul.keen-slider')).toBeNull()
    expect(doc.querySelectorAll('button')).toHaveLength(0)
  })

  it('hydrated, has labelled previous and next buttons and a pause control when autoplay is configured', async () => {
    const user = userEvent.setup({ delay: null })
    renderInPortal(portal, <FeaturedCarousel title="Featured" items={ITEMS} config={{ autoplayMs: 5000, stopOnHover: true }} />)
    await screen.findByRole('button', { name: text.next })
    expect(screen.getByRole('button', { name: text.previous }).getAttribute('aria-controls')).toBe(screen.getByRole('list').id)
    expect(screen.getByRole('list').className).toContain('keen-slider')
    const pause = screen.getByRole('button', { name: text.pause })
    await user.click(pause)
    expect(screen.getByRole('button', { name: text.play })).toBeTruthy()
  })

  it('without autoplay configured there is no pause control', async () => {
    renderInPortal(portal, <FeaturedCarousel title="Featured" items={ITEMS} />)
    await screen.findByRole('button', { name: text.next })
    expect(screen.queryByRole('button', { name: text.pause })).toBeNull()
    expect(screen.queryByRole('button', { name: text.play })).toBeNull()
  })

  it('with reduced motion it does not start playing by itself', async () => {
    stubMedia(true)
    renderInPortal(portal, <FeaturedCarousel title="Featured" items={ITEMS} config={{ autoplayMs: 5000 }} />)
    await waitFor(() => expect(screen.getByRole('button', { name: text.play })).toBeTruthy())
  })

  it('the list is announced politely only while it is not autoplaying', async () => {
    renderInPortal(portal, <FeaturedCarousel title="Featured" items={ITEMS} config={{ autoplayMs: 5000 }} />)
    const pause = await screen.findByRole('button', { name: text.pause })
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('off')
    await act(async () => pause.click())
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite')
  })
})
