// https://vike.dev/Page
import { CalculatorPage } from '../../components/calculators/CalculatorPage'
import { explainerSections } from '../../components/calculators/explainerSections'
import { Island } from '../../components/Island'
import { TaxCalculator } from '../../components/islands/TaxCalculator'
import { useT } from '../../components/PortalContext'
import { useData } from '../../renderer/useData'
import type { Data } from './+data'

export default function Page() {
  const t = useT()
  const { lastYear } = useData<Data>()
  return (
    <CalculatorPage heading={t('calc.page.tax.heading')} lead={t('calc.page.tax.lead')} sections={explainerSections(t, 'tax', { how: 4, law: 3, note: 2 })}>
      <Island name="TaxCalculator" component={TaxCalculator} props={{ lastYear }} when="interaction" prefetch loadWithQuery />
    </CalculatorPage>
  )
}
