// https://vike.dev/Page
import { useData } from '../../../renderer/useData'
import { CalculatorPage } from '../../../components/calculators/CalculatorPage'
import { explainerSections } from '../../../components/calculators/explainerSections'
import { Island } from '../../../components/Island'
import { BusinessCalculator } from '../../../components/islands/BusinessCalculator'
import { useT } from '../../../components/PortalContext'

export default function Page() {
  const t = useT()
  return (
    <CalculatorPage
      byline={useData<{ byline: string | null }>().byline}
      heading={t('calc.page.business.heading')}
      lead={t('calc.page.business.lead')}
      sections={explainerSections(t, 'business', { asset: 2, working: 3, note: 2 })}
      nextVertical="business-loans"
    >
      <Island name="BusinessCalculator" component={BusinessCalculator} props={{}} when="interaction" prefetch loadWithQuery />
    </CalculatorPage>
  )
}
