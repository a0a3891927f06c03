// https://vike.dev/Page
import { useData } from '../../../renderer/useData'
import { CalculatorPage } from '../../../components/calculators/CalculatorPage'
import { explainerSections } from '../../../components/calculators/explainerSections'
import { Island } from '../../../components/Island'
import { TaxCalculator } from '../../../components/islands/TaxCalculator'
import { usePortal, useT } from '../../../components/PortalContext'
import { todayIn } from '../../../domain/dates/todayIn'

export default function Page() {
  const t = useT()
  const portal = usePortal()
  // The latest tax year offered: the current year in Manila when the site is built.
  const lastYear = Number(todayIn(portal.timeZone, new Date()).slice(0, 4))
  return (
    <CalculatorPage
      byline={useData<{ byline: string | null }>().byline}
      heading={t('calc.page.tax.heading')}
      lead={t('calc.page.tax.lead')}
      sections={explainerSections(t, 'tax', { how: 4, law: 3, note: 2 })}
    >
      <Island name="TaxCalculator" component={TaxCalculator} props={{ lastYear }} when="interaction" prefetch loadWithQuery />
    </CalculatorPage>
  )
}
