import { useEffect, useId, useState } from 'react'
import {
  OFFERS_WANTED,
  offerEligibilityFacts,
  offersFileUrl,
  offersFor,
  readOffersFile,
  type Offer,
  type OffersFile,
} from '../../domain/calculators/loanOffers'
import type { VisitorProfile } from '../../domain/products/eligibility'
import { CALCULATION_VERTICAL, type CalculationKind } from '../../domain/calculators/loanTerms'
import { applyHref, partnerWizardHref } from '../../domain/products/applyLink'
import { fullProductName } from '../../domain/products/fullName'
import { ELIGIBILITY_CLASS } from '../products/cardEligibility'
import { ContactLink } from '../products/ContactLink'
import { useEligibilityLine } from '../products/useEligibilityLine'
import { isEmptyProfile, keepVisitorProfile, visitorProfile } from '../products/visitorProfile'
import { YourProfile } from '../products/YourProfile'
import { usePortal, useT } from '../PortalContext'
import { useFormats } from './useFormats'

// Each offers file is fetched once a page, after the first result (never on load): about 0.5 to 3 KB
// gzipped at 50,000 products a portal (docs/data.md#the-calculators-offers-files). Kept by portal and
// address: a page is one portal's, but a test renders both.
const files = new Map<string, Promise<OffersFile | null>>()

function offersFile(portalCode: string, url: string): Promise<OffersFile | null> {
  const key = `${portalCode} ${url}`
  let file = files.get(key)
  if (!file) {
    file = fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then(readOffersFile)
      .catch(() => null)
    files.set(key, file)
    // A failed fetch is tried again at the next result.
    void file.then((read) => {
      if (read === null) files.delete(key)
    })
  }
  return file
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; file: OffersFile }

/**
 * The offers after a loan calculator's result (or the business financing calculator's) (docs/requirements/calculators.md#offers-after-a-loan-result):
 * inside the result, before a house loan's schedule: the cheapest products of the calculator's vertical that lend this amount over this term, each with the
 * visitor's own instalment and total at the product's rate, what it needs, its Apply (or Call me) and its page.
 */
export function LoanOffers({ kind, amount, months }: { kind: CalculationKind; amount: number; months: number }) {
  const portal = usePortal()
  const t = useT()
  const { money, wholeMoney, percent } = useFormats()
  const id = useId()
  const verticalKey = CALCULATION_VERTICAL[kind]
  const vertical = portal.verticals.find((v) => v.key === verticalKey)
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  // The visit's profile (decision 060), given here or on a list or product page: each offer says whether the visitor is likely to get it (decision 070).
  const [profile, setProfile] = useState<VisitorProfile | null>(null)
  useEffect(() => setProfile(visitorProfile(portal.code)), [portal.code])
  const eligibilityLine = useEligibilityLine()
  const changeProfile = (next: VisitorProfile) => {
    setProfile(next)
    keepVisitorProfile(portal.code, next)
  }
  useEffect(() => {
    let live = true
    void offersFile(portal.code, offersFileUrl(verticalKey)).then((file) => {
      if (live) setLoaded(file ? { state: 'ready', file } : { state: 'failed' })
    })
    return () => {
      live = false
    }
  }, [portal.code, verticalKey, amount, months])
  if (!vertical) return null
  const verticalPhrase = t(`vertical.${vertical.key}.phrase`)
  const found = loaded.state === 'ready' ? offersFor(loaded.file, amount, months) : null
  const item = (offer: Offer) => {
    const { product } = offer
    const name = fullProductName(product)
    // The closest products are listed under a heading of their own, a level below.
    const Name = offer.accepts ? 'h4' : 'h5'
    const principal = offer.accepts ? amount : Math.min(product.max, Math.max(product.min, amount))
    const card = { id: product.id, contractType: 'loan' as const, providerCode: product.providerCode, applyType: product.applyType }
    const href = applyHref(portal, card)
    const line = profile === null || isEmptyProfile(profile) ? null : eligibilityLine(offerEligibilityFacts(product), profile)
    const partner =
      product.applyType === 'partner-wizard' && href !== null && partnerWizardHref(portal, card) === href
        ? portal.partners.find((p) => p.code === product.providerCode)
        : undefined
    return (
      <li key={product.id} className="offer">
        <Name className="offer-name">{name}</Name>
        <p className="offer-figure">
          {t('calc.offers.figure', { instalment: money(offer.instalment), amount: wholeMoney(principal), months, total: money(offer.total) })}
        </p>
        {line !== null && <p className={`${ELIGIBILITY_CLASS} is-${line.status}`}>{line.text}</p>}
        <ul className="offer-facts">
          <li>{t(`calc.offers.rate.${product.basis}`, { rate: percent(product.rate) })}</li>
          {!offer.accepts && <li>{t('calc.offers.lends', { min: wholeMoney(product.min), max: wholeMoney(product.max) })}</li>}
          {/* A product that asks no least income says nothing of it (never "needs Rp 0"). */}
          {product.income > 0 && <li>{t('calc.offers.needs', { income: wholeMoney(product.income) })}</li>}
        </ul>
        <div className="offer-actions">
          {href === null ? (
            <ContactLink card={product} primary />
          ) : (
            <a
              className={partner ? 'button apply-button leaves-site' : 'button apply-button'}
              href={href}
              aria-label={partner ? t('products.applyOnPartnerFor', { name, partner: partner.name, brand: portal.brand }) : t('products.applyFor', { name })}
              data-apply=""
              data-vertical={verticalKey}
              data-product={product.name}
            >
              {partner ? t('products.applyOnPartner', { partner: partner.name }) : t('products.apply')}
            </a>
          )}
          <a className="offer-details" href={`${portal.paths.products}/${product.slug}`} aria-label={t('products.detailsFor', { name })}>
            {t('products.details')}
          </a>
        </div>
      </li>
    )
  }
  return (
    <section className="calc-offers" aria-labelledby={`${id}-offers`} aria-busy={loaded.state === 'loading'}>
      <h3 id={`${id}-offers`}>{t('calc.offers.heading', { amount: wholeMoney(amount), months })}</h3>
      {loaded.state === 'loading' && <p className="calc-hint">{t('calc.offers.loading')}</p>}
      {loaded.state === 'failed' && <p>{t('calc.offers.failed')}</p>}
      {found && (
        <>
          {found.offers.length > 0 && <p className="calc-hint">{t('calc.offers.lead')}</p>}
          {found.offers.length > 0 && <ol className="offer-list">{found.offers.map(item)}</ol>}
          {found.offers.length < OFFERS_WANTED && (
            <p className="offer-few">
              {found.offers.length === 0
                ? t('calc.offers.none', { amount: wholeMoney(amount), months })
                : t('calc.offers.few', { count: found.offers.length, amount: wholeMoney(amount), months })}
            </p>
          )}
          {found.closest.length > 0 && (
            <>
              <h4 id={`${id}-closest`}>{t('calc.offers.closestHeading')}</h4>
              <ol className="offer-list" aria-labelledby={`${id}-closest`}>
                {found.closest.map(item)}
              </ol>
            </>
          )}
        </>
      )}
      {found && found.offers.length + found.closest.length > 0 && profile !== null && (
        <YourProfile profile={profile} onChange={changeProfile} only={null} onOnly={() => undefined} withIncome />
      )}
      <p>
        <a href={vertical.path}>{t('calc.offers.all', { vertical: verticalPhrase })}</a>
      </p>
    </section>
  )
}
