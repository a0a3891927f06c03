// https://vike.dev/Page
import { Island } from '../../components/Island'
import { CompareTray } from '../../components/islands/CompareTray'
import { EligibilityCheck } from '../../components/islands/EligibilityCheck'
import { LoanFigure } from '../../components/islands/LoanFigure'
import { loanCalculationKey } from '../../components/calculators/loanCalculation'
import { usePortal, useT } from '../../components/PortalContext'
import { ApplyButton } from '../../components/products/ApplyButton'
import { CardArt } from '../../components/products/CardArt'
import { ProviderMark } from '../../components/products/ProviderMark'
import { ContactModalIsland } from '../../components/contact/ContactModalIsland'
import { CallSchedule } from '../../components/products/CallSchedule'
import { CompareCheckbox } from '../../components/products/CompareCheckbox'
import { ContactLink } from '../../components/products/ContactLink'
import { FigureList } from '../../components/products/FigureList'
import { figureRows, ratingText } from '../../components/products/figureRows'
import { EligibilitySection, FeesSection, ProsConsSection, SimilarSection } from '../../components/products/ProductSections'
import { RankBadge } from '../../components/products/RankBadge'
import { visitorProfileKey } from '../../components/products/visitorProfile'
import { selectionKey } from '../../domain/products/compareSelection'
import { eligibilityFacts } from '../../domain/products/eligibility'
import { fullProductName } from '../../domain/products/fullName'
import { useData } from '../../renderer/useData'
import type { ProductPageData } from './productPageData'

export default function Page() {
  const { card, vertical, similar, trust } = useData<Pick<ProductPageData, 'card' | 'vertical' | 'similar' | 'trust'>>()
  const portal = usePortal()
  const t = useT()
  return (
    <div className="container product-detail">
      <nav aria-label={t('products.page.breadcrumb')}>
        <a href={vertical.path}>{t('products.page.back', { vertical: t(`vertical.${vertical.key}.phrase`) })}</a>
      </nav>
      <header className="product-head" data-provider={card.provider}>
        <span className="compare-marks">
          <ProviderMark provider={card.provider} logoUrl={card.logoUrl} />
          {card.contractType === 'credit-card' && <CardArt card={card} />}
        </span>
        {card.bestFor !== undefined && <p className="best-for">{t('products.bestFor', { what: card.bestFor })}</p>}
        {/* The name with its provider, as on the cards and in the title (decision 065): "BPI Personal Loan". */}
        <h1>{fullProductName(card)}</h1>
        <RankBadge rankPercent={card.rankPercent} />
        <p className="card-rating">
          {portal.paths.howWeRate ? (
            <a href={`${portal.paths.howWeRate}#${vertical.key}`}>{ratingText(card.rating, portal, t)}</a>
          ) : (
            ratingText(card.rating, portal, t)
          )}
        </p>
        {/* The provider's licence and the figures' date (decision 067). */}
        <p className="product-trust">
          {[trust.licence, trust.checked === null ? null : t('trust.checked', { date: trust.checked })].filter(Boolean).join(' · ')}
        </p>
      </header>
      {/* The actions right under the name: Apply within the first screen of a phone (docs/layout.md, rule 14).
          On a phone Apply and Call me are the bar fixed at the bottom of the window, in reach at every
          scroll position (decision 064); the same two controls, not a copy. */}
      <div className="product-actions">
        <div className="action-bar" role="group" aria-label={t('products.page.actions', { name: card.name })}>
          <ApplyButton card={card} verticalKey={vertical.key} />
          {card.applyType !== 'contact' && <ContactLink card={card} />}
        </div>
        <CompareCheckbox card={card} />
      </div>
      <p className="prose">{card.description}</p>
      <section aria-labelledby="figures-title">
        <h2 id="figures-title">{t('products.page.figures')}</h2>
        <FigureList rows={figureRows(card, portal, t, 'detail')} />
        {card.contractType === 'loan' && (
          <Island
            name="LoanFigure"
            component={LoanFigure}
            when="interaction"
            loadWithSessionKey={loanCalculationKey(portal.code)}
            props={{
              card: {
                contractType: card.contractType,
                interestRatePct: card.interestRatePct,
                interestRateBasis: card.interestRateBasis,
                loanMin: card.loanMin,
                loanMax: card.loanMax,
                tenorMonths: card.tenorMonths,
              },
            }}
          />
        )}
      </section>
      <section aria-labelledby="perks-title">
        <h2 id="perks-title">{t('products.figure.perks')}</h2>
        <ul className="prose">
          {card.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        {card.tags.length > 0 && <p>{card.tags.map((tag) => t(`products.tag.${tag}`)).join(' · ')}</p>}
      </section>
      <FeesSection card={card} sample={portal.sampleData === true} />
      <EligibilitySection
        card={card}
        check={
          card.contractType === 'credit-card' || card.contractType === 'loan' ? (
            <Island
              name="EligibilityCheck"
              component={EligibilityCheck}
              when="interaction"
              loadWithSessionKey={visitorProfileKey(portal.code)}
              props={{ card: eligibilityFacts(card) }}
            />
          ) : undefined
        }
      />
      <ProsConsSection card={card} />
      <SimilarSection similar={similar} />
      <Island
        name="CompareTray"
        component={CompareTray}
        when="interaction"
        wake="input[form=compare-form]"
        loadWithSessionKey={selectionKey(portal.code, vertical.key)}
        props={{ verticalKey: vertical.key }}
      />
      <CallSchedule />
      <ContactModalIsland />
    </div>
  )
}
