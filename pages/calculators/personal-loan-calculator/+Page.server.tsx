// https://vike.dev/Page
import { useData } from '../../../renderer/useData'
import { CalculatorPage } from '../../../components/calculators/CalculatorPage'
import { explainerSections } from '../../../components/calculators/explainerSections'
import { Island } from '../../../components/Island'
import { LoanCalculator } from '../../../components/islands/LoanCalculator'
import { useT } from '../../../components/PortalContext'

export default function Page() {
  const t = useT()
  return (
    <CalculatorPage
      byline={useData<{ byline: string | null }>().byline}
      heading={t('calc.page.personal.heading')}
      lead={t('calc.page.personal.lead')}
      sections={explainerSections(t, 'personal', { how: 3, note: 2 })}
      nextVertical="personal-loans"
    >
      <Island name="LoanCalculator" component={LoanCalculator} props={{ kind: 'personal' as const }} when="interaction" prefetch loadWithQuery />
    </CalculatorPage>
  )
}
