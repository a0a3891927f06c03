// https://vike.dev/Page
import { Island } from '../../components/Island'
import { ValidatedForm } from '../../components/islands/ValidatedForm'
import { LandingIntro } from '../../components/landing/LandingIntro'
import { useData } from '../../renderer/useData'
import type { Data } from './+data'

/** The income form (docs/requirements/forms-and-leads.md#income-form): the income field formatted as typed, sent without separators. */
export default function Page() {
  const { heading, intro, highlights, form } = useData<Data>()
  return (
    <LandingIntro title={heading} description={intro} highlights={highlights}>
      <Island name="ValidatedForm" component={ValidatedForm} props={form} when="interaction" prefetch loadWithQuery />
    </LandingIntro>
  )
}
