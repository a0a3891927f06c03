// https://vike.dev/Page
import { ContactModalIsland } from '../../components/contact/ContactModalIsland'
import { Island } from '../../components/Island'
import { ApplicationWizard } from '../../components/islands/ApplicationWizard'
import { useT } from '../../components/PortalContext'
import { CallSchedule } from '../../components/products/CallSchedule'
import { useData } from '../../renderer/useData'
import type { Data } from './+data'

/** The application wizard's page (docs/requirements/pages-and-portals.md#wizard-links): the wizard of the product in the address. */
export default function Page() {
  const t = useT()
  const { wizard } = useData<Data>()
  return (
    <div className="container prose apply-page">
      <h1>{t('products.wizard.heading')}</h1>
      <Island name="ApplicationWizard" component={ApplicationWizard} when="interaction" loadWithQuery props={wizard} />
      <CallSchedule />
      {/* The not-found view's call-back opens the modal. */}
      <ContactModalIsland />
    </div>
  )
}
