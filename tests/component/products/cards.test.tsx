import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { listenForApplyClicks } from '../../../components/products/applyTracking'
import { ProductCard } from '../../../components/products/ProductCard'
import { RankBadge } from '../../../components/products/RankBadge'
import type { ProductCard as Card } from '../../../domain/content/schemas'
import { PORTAL_KEYS, PORTALS, renderInPortal } from '../portalHarness'
import { snapshotCards } from './productData'

afterEach(() => {
  cleanup()
  delete window.dataLayer
})

const NBSP = '\u00a0'

function card(portal: 'ecm' | 'ckj', verticalKey: string, id?: number): Card {
  const cards = snapshotCards(portal, verticalKey)
  return id === undefined ? cards[0]! : cards.find((c) => c.id === id)!
}

function renderCard(portal: 'ecm' | 'ckj', c: Card, verticalKey: string) {
  return renderInPortal(
    portal,
    <ul>
      <ProductCard card={c} verticalKey={verticalKey} productsPath={PORTALS[portal].portal.paths.products} />
    </ul>,
  )
}

/** A figure as shown (its short form, when the card writes it short: decision 065). */
function figure(dt: string): string {
  const dd = screen.getByText(dt, { selector: 'dt' }).nextElementSibling!
  return (dd.querySelector('[aria-hidden="true"]') ?? dd).textContent ?? ''
}

/** A figure as a screen reader reads it: in full. */
function figureRead(dt: string): string {
  const dd = screen.getByText(dt, { selector: 'dt' }).nextElementSibling!
  return (dd.querySelector('.visually-hidden') ?? dd).textContent ?? ''
}

describe('RankBadge (docs/requirements/pages-and-portals.md#ranking-badge: pie rotates by the percent; large above 50%)', () => {
  it.each([
    ['ecm', 96, 'pie pie--large', '345.6deg', 'Ranked in the top 4%'],
    ['ecm', 50, 'pie', '180deg', 'Ranked in the top 50%'],
    ['ckj', 36, 'pie', '129.6deg', 'Peringkat 64% teratas'],
    ['ckj', 51, 'pie pie--large', '183.6deg', 'Peringkat 49% teratas'],
  ] as const)('%s %d%%', (portal, percent, className, turn, label) => {
    const { container } = renderInPortal(portal, <RankBadge rankPercent={percent} />)
    const pie = container.querySelector('.pie') as HTMLElement
    expect(pie.getAttribute('class')).toBe(className)
    expect(pie.style.getPropertyValue('--turn')).toBe(turn)
    expect(pie.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByText(label)).toBeTruthy()
  })
})

describe('ProductCard', () => {
  it('ECM credit card: whole pesos without ".00" (decision 065), the wizard link, the contact opener and the compare box', () => {
    // data/products/ecm/credit-cards.json, card 1201: BPI Amore Cashback, fee 1,550, 3% a month, income 30,000, wizard.
    const c = card('ecm', 'credit-cards', 1201)
    renderCard('ecm', c, 'credit-cards')
    expect(figure('Annual fee')).toBe('₱1,550')
    // Shown as it is read: a figure under a million has no short form, and its full form has no ".00" either.
    expect(figureRead('Annual fee')).toBe('₱1,550')
    expect(figure('Interest rate')).toBe('3% a month')
    expect(figure('Minimum monthly income')).toBe('₱30,000')
    const apply = screen.getByRole('link', { name: /^Apply now/ })
    expect(apply.getAttribute('href')).toBe('/apply?companyproductprefill=true&companyproductId=1201&type=credit-card&fromcompanyproductpage=True')
    const contact = screen.getByRole('link', { name: /^Contact me/ })
    expect(contact.getAttribute('href')).toBe('#call-schedule')
    expect(contact.dataset).toMatchObject({ banner: 'credit-card', product: 'Amore Cashback Card', vertical: '2' })
    expect(screen.getByRole('checkbox', { name: /^Compare/ }).getAttribute('form')).toBe('compare-form')
    // Named with its provider, visibly too (issues 17 and 49).
    const title = screen.getByRole('link', { name: 'BPI Amore Cashback Card' })
    expect(title.getAttribute('href')).toBe('/products/bpi-amore-cashback-card')
    expect(title.textContent).toBe('BPI Amore Cashback Card')
    expect(screen.getByRole('checkbox', { name: 'Compare BPI Amore Cashback Card' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Contact me about BPI Amore Cashback Card' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Apply now for BPI Amore Cashback Card' })).toBeTruthy()
    expect(screen.getByText('4.6 out of 5')).toBeTruthy()
  })

  it('CKJ card: rupiah without decimals and Indonesian labels', () => {
    // data/products/ckj/credit-cards.json, card 3201: BCA Everyday Card, fee 125,000, 1.75% a month, income 3,000,000, wizard.
    renderCard('ckj', card('ckj', 'credit-cards', 3201), 'credit-cards')
    // Rupiah: dots between thousands, no decimals, a no-break space after Rp; decimal comma.
    expect(figure('Iuran tahunan')).toBe(`Rp${NBSP}125.000`)
    expect(figure('Suku bunga')).toBe('1,75% per bulan')
    // From a million on, the compact form with the unit in full; read in full (decision 065).
    expect(figure('Penghasilan minimum per bulan')).toBe(`Rp${NBSP}3${NBSP}juta`)
    expect(figureRead('Penghasilan minimum per bulan')).toBe(`Rp${NBSP}3.000.000`)
    expect(screen.getByRole('link', { name: /^Ajukan sekarang/ }).getAttribute('href')).toBe(
      '/ajukan?companyproductprefill=true&companyproductId=3201&type=credit-card&fromcompanyproductpage=True',
    )
    expect(screen.getByRole('link', { name: /^Minta ditelepon/ }).getAttribute('href')).toBe('#call-schedule')
  })

  it("a partner card with a white-label wizard links to the partner's live host (a production build: content/siteStage.ts)", () => {
    const c = snapshotCards('ecm', 'credit-cards').find((x) => x.applyType === 'partner-wizard')!
    renderCard('ecm', c, 'credit-cards')
    const partner = PORTALS.ecm.portal.partners.find((p) => p.code === c.providerCode)!
    // It says it leaves the site before the visitor does: in its text and in its accessible name, which starts with
    // the text shown (WCAG 2.5.3, axe's label-content-name-mismatch; issue 47).
    const apply = screen.getByRole('link', { name: new RegExp(`^Apply on ${partner.name}'s site for .*${c.name} \\(leaves eCompareMo\\)$`) })
    expect(apply.getAttribute('href')).toBe(`https://${partner.wizardHost}/CreditCardDA/WizardPrefill?companyProduct=${c.id}`)
    expect(apply.textContent).toBe(`Apply on ${partner.name}'s site`)
    expect(screen.getByRole('link', { name: /^Contact me/ }).dataset.partner).toBe(c.providerCode)
  })

  it('CKJ: a Bank Mega card says "Ajukan di situs Bank Mega" and that it leaves CekAja', () => {
    const c = snapshotCards('ckj', 'credit-cards').find((x) => x.applyType === 'partner-wizard' && x.providerCode === 'bank-mega')!
    renderCard('ckj', c, 'credit-cards')
    const apply = screen.getByRole('link', { name: new RegExp(`^Ajukan di situs Bank Mega untuk .*${c.name} \\(meninggalkan CekAja\\)$`) })
    expect(apply.textContent).toBe('Ajukan di situs Bank Mega')
    expect(apply.getAttribute('href')).toBe(`https://apply.bankmega.com/CreditCardDA/WizardPrefill?companyProduct=${c.id}`)
  })

  it('a card applied for by call-back has the Contact-Me opener as its main button and no wizard link', () => {
    const c = snapshotCards('ecm', 'car-insurance').find((x) => x.applyType === 'contact')!
    const { container } = renderCard('ecm', c, 'car-insurance')
    expect(container.querySelector('a[data-apply]')).toBeNull()
    const opener = screen.getByRole('link', { name: /^Call me back/ })
    expect(opener.getAttribute('href')).toBe('#call-schedule')
    expect(opener.dataset.banner).toBe(c.bannerKey)
  })

  it.each(PORTAL_KEYS)('%s: every card of every vertical renders with its facts as data attributes', (portal) => {
    for (const vertical of PORTALS[portal].portal.verticals) {
      for (const c of snapshotCards(portal, vertical.key)) {
        const { container, unmount } = renderCard(portal, c, vertical.key)
        const li = container.querySelector('li.product-card') as HTMLElement
        expect(li.dataset.id).toBe(String(c.id))
        expect(li.dataset.rank).toBe(String(c.rankPercent))
        expect(li.querySelector('.card-banner')?.textContent).toBe(c.description)
        unmount()
      }
    }
  })
})

describe('apply analytics (docs/requirements/wire-contract.md#analytics)', () => {
  it.each(PORTAL_KEYS)('%s: clicking apply pushes the page-view with vertical, product name and value 5 to window.dataLayer', async (portal) => {
    const user = userEvent.setup({ delay: null })
    const c = snapshotCards(portal, 'credit-cards').find((x) => x.applyType !== 'contact')!
    renderInPortal(
      portal,
      <ul>
        <ProductCard card={c} verticalKey="credit-cards" productsPath="/p" />
      </ul>,
    )
    // Installed by the page's first script on every page (renderer/pageClient.ts), not by an island.
    listenForApplyClicks(document)
    // Keep jsdom from trying to navigate.
    window.addEventListener('click', (e) => e.preventDefault(), { once: true })
    const link = within(document.body)
      .getAllByRole('link')
      .find((a) => a.hasAttribute('data-apply'))!
    await user.click(link)
    expect(window.dataLayer).toEqual([{ event: 'apply-page-view', vertical: 'credit-cards', productName: c.name, value: 5 }])
  })
})
