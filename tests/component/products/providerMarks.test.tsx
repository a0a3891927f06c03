// Provider marks, card art and Best-for labels (docs/data.md, "Provider marks"; docs/layout.md, rule 12;
// decision 031): drawn from the portal config and the card's data, each an image named for the visitor,
// its width and height set so it holds its place before it draws.
import { cleanup, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLandings } from '../../../content/landings'
import { createTranslator } from '../../../components/translator'
import { LandingIntro } from '../../../components/landing/LandingIntro'
import { landingPageData } from '../../../pages/landing/landingPageData'
import { FeaturedCarousel } from '../../../components/islands/FeaturedCarousel'
import { CompareTable } from '../../../components/products/CompareTable'
import { ProductCard } from '../../../components/products/ProductCard'
import { ProviderMark } from '../../../components/products/ProviderMark'
import type { ProductCard as Card } from '../../../domain/content/schemas'
import { contrast } from '../../contrast'
import { inPortal, PORTAL_KEYS, PORTALS, renderInPortal, type PortalKey } from '../portalHarness'
import { snapshotCards } from './productData'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

function card(portal: PortalKey, verticalKey: string, id: number): Card {
  const found = snapshotCards(portal, verticalKey).find((c) => c.id === id)
  if (found === undefined) throw new Error(`no card ${id} in ${portal}/${verticalKey}`)
  return found
}

function renderCard(portal: PortalKey, c: Card, verticalKey: string) {
  return renderInPortal(
    portal,
    <ul>
      <ProductCard card={c} verticalKey={verticalKey} productsPath={PORTALS[portal].portal.paths.products} />
    </ul>,
  )
}

function markColour(portal: PortalKey, provider: string): string {
  const mark = PORTALS[portal].portal.providers.find((m) => m.name === provider)
  if (mark === undefined) throw new Error(`no mark for ${provider} in data/portals/${portal}.json`)
  return mark.colour
}

// Cards of data/products/{ecm,ckj}/credit-cards.json and personal-loans.json: the first credit card of each
// portal (1201 BPI Amore Cashback, Mastercard; 3201 BCA Everyday Card, Visa), a premium card with a
// graphite face (1203 BPI Gold Rewards; 3202 BCA Platinum), and the first personal loan.
const CASES = {
  ecm: {
    first: { id: 1201, provider: 'BPI', art: 'Mastercard card', bestFor: 'Best for grocery cashback' },
    premium: { id: 1203, art: 'Mastercard card' },
    loan: { id: 1101, provider: 'BPI', bestFor: 'Best for large amounts' },
    plain: 1202,
  },
  ckj: {
    first: { id: 3201, provider: 'BCA', art: 'Kartu Visa', bestFor: 'Terbaik untuk cashback harian' },
    premium: { id: 3202, art: 'Kartu Mastercard' },
    loan: { id: 3101, provider: 'BCA', bestFor: 'Terbaik untuk bunga rendah' },
    plain: 3203,
  },
} as const

describe.each(PORTAL_KEYS)('%s product card', (portal) => {
  const cases = CASES[portal]

  it('shows the provider mark named after the provider, width and height set, its initials on its colour', () => {
    renderCard(portal, card(portal, 'credit-cards', cases.first.id), 'credit-cards')
    const article = screen.getByRole('article')
    const mark = within(article).getByRole('img', { name: cases.first.provider })
    expect(mark.getAttribute('width')).toBe('40')
    expect(mark.getAttribute('height')).toBe('40')
    expect(mark.querySelector('rect')?.getAttribute('fill')).toBe(markColour(portal, cases.first.provider))
    const initials = PORTALS[portal].portal.providers.find((m) => m.name === cases.first.provider)!.initials
    expect(mark.querySelector('text')?.textContent).toBe(initials)
  })

  it('a credit card shows its card art: the network named, the provider colour as its face, width and height set', () => {
    renderCard(portal, card(portal, 'credit-cards', cases.first.id), 'credit-cards')
    const art = screen.getByRole('img', { name: cases.first.art })
    expect(art.getAttribute('width')).toBe('48')
    expect(art.getAttribute('height')).toBe('30')
    expect(art.querySelector('rect')?.getAttribute('fill')).toBe(markColour(portal, cases.first.provider))
  })

  it("a premium card's face takes its cardColour from the data", () => {
    const premium = card(portal, 'credit-cards', cases.premium.id)
    expect(premium.contractType === 'credit-card' && premium.cardColour).toBe('#2F3337')
    renderCard(portal, premium, 'credit-cards')
    expect(screen.getByRole('img', { name: cases.premium.art }).querySelector('rect')?.getAttribute('fill')).toBe('#2F3337')
  })

  it('a loan has the provider mark but no card art, and its Best-for label', () => {
    renderCard(portal, card(portal, 'personal-loans', cases.loan.id), 'personal-loans')
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([cases.loan.provider])
    expect(screen.getByText(cases.loan.bestFor).className).toBe('best-for')
  })

  it('shows the Best-for label the data gives, in the portal language, and none where the data has none', () => {
    renderCard(portal, card(portal, 'credit-cards', cases.first.id), 'credit-cards')
    expect(screen.getByText(cases.first.bestFor).className).toBe('best-for')
    cleanup()
    const plain = card(portal, 'credit-cards', cases.plain)
    expect(plain.bestFor).toBeUndefined()
    const { container } = renderCard(portal, plain, 'credit-cards')
    expect(container.querySelector('.best-for')).toBeNull()
  })

  it('a card with a logoUrl shows that image instead, with alt naming the provider and its size set', () => {
    const withLogo = { ...card(portal, 'credit-cards', cases.first.id), logoUrl: 'https://images.example.com/logos/bank.svg' }
    renderCard(portal, withLogo, 'credit-cards')
    const logo = screen.getByRole('img', { name: cases.first.provider })
    expect(logo.tagName).toBe('IMG')
    expect(logo.getAttribute('alt')).toBe(cases.first.provider)
    expect(logo.getAttribute('src')).toBe('https://images.example.com/logos/bank.svg')
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['40', '40'])
  })

  it('each compare column shows the mark of its own provider', () => {
    const cards = snapshotCards(portal, 'credit-cards')
    // Three providers, so a mark in the wrong column would show.
    const picked = [...new Map(cards.map((c) => [c.provider, c])).values()].slice(0, 3)
    renderInPortal(portal, <CompareTable cards={picked} verticalKey="credit-cards" caption="compare" onRemove={() => undefined} />)
    const heads = screen.getAllByRole('columnheader')
    expect(heads).toHaveLength(3)
    heads.forEach((head, i) => {
      const mark = within(head).getByRole('img', { name: picked[i]!.provider })
      expect(mark.getAttribute('width')).toBe('40')
    })
  })

  it('each featured slide shows the mark of its provider', () => {
    const items = snapshotCards(portal, 'personal-loans')
      .slice(0, 2)
      .map((c) => ({ id: c.id, name: c.name, provider: c.provider, href: `/p/${c.slug}`, figures: [], topText: 'Top' }))
    // As prerendered (the island wakes later): the marks are in the page's HTML.
    document.body.innerHTML = renderToString(inPortal(portal, <FeaturedCarousel title="Featured" items={items} />))
    const slides = screen.getAllByRole('article')
    slides.forEach((slide, i) => expect(within(slide).getByRole('img', { name: items[i]!.provider })).toBeTruthy())
  })

  it('every mark of the portal config draws its initials at a contrast of at least 4.5:1 on its colour', () => {
    const marks = PORTALS[portal].portal.providers
    renderInPortal(
      portal,
      <div>
        {marks.map((mark) => (
          <ProviderMark key={mark.name} provider={mark.name} />
        ))}
      </div>,
    )
    for (const mark of marks) {
      const ink = screen.getByRole('img', { name: mark.name }).querySelector('text')!.getAttribute('fill')!
      expect(contrast(ink, mark.colour), `${mark.name} ${mark.colour}`).toBeGreaterThanOrEqual(4.5)
    }
  })
})

// Landing pages (docs/data.md, "Provider marks"): a partner's campaign shows the provider's mark and
// name under its heading; the portal's own campaigns show none. The landing files of data/landings/.
describe.each(PORTAL_KEYS)('%s landing page', (portal) => {
  const config = PORTALS[portal].portal
  const t = createTranslator(config.locale, PORTALS[portal].messages)
  const { landings } = checkLandings('data', [config])
  const byFile = (name: string) => {
    const found = landings.find((l) => l.file.endsWith(`/${name}.json`))
    if (found === undefined) throw new Error(`no landing data/landings/${portal}/${name}.json`)
    return landingPageData(found.landing, config, t, new Date('2026-03-01T00:00:00Z'))
  }
  const partnerName = { ecm: 'AXA Philippines', ckj: 'AXA Mandiri' }[portal]
  const sentence = { ecm: 'In partnership with AXA Philippines', ckj: 'Bekerja sama dengan AXA Mandiri' }[portal]
  const ownCampaign = { ecm: 'credit-card-promo', ckj: 'promo-kartu-kredit' }[portal]

  it("a partner's landing shows the partner's mark in its colour and its name, read once", () => {
    const data = byFile('axa-ambition')
    expect(data.partner).toBe(partnerName)
    const { container } = renderInPortal(
      portal,
      <LandingIntro title={data.title} description={data.description} highlights={data.highlights} partner={data.partner}>
        <p>form</p>
      </LandingIntro>,
    )
    const line = container.querySelector('.landing-partner')
    expect(line?.textContent).toContain(sentence)
    const mark = line?.querySelector('svg.provider-mark')
    expect(mark?.getAttribute('aria-hidden')).toBe('true')
    expect(mark?.getAttribute('role')).toBeNull()
    expect(mark?.querySelector('rect')?.getAttribute('fill')).toBe(markColour(portal, partnerName))
    expect([mark?.getAttribute('width'), mark?.getAttribute('height')]).toEqual(['40', '40'])
  })

  it("the portal's own campaign shows no partner line", () => {
    const data = byFile(ownCampaign)
    expect(data.partner).toBeUndefined()
    const html = renderToString(
      inPortal(
        portal,
        <LandingIntro title={data.title} description={data.description} highlights={data.highlights} partner={data.partner}>
          <p>form</p>
        </LandingIntro>,
      ),
    )
    expect(html).not.toContain('landing-partner')
    expect(html).not.toContain('provider-mark')
  })
})
