// https://vike.dev/Page
import { Island } from '../../components/Island'
import { LandingForm } from '../../components/islands/LandingForm'
import { LandingIntro } from '../../components/landing/LandingIntro'
import { useData } from '../../renderer/useData'
import type { LandingPageData } from './landingPageData'

/** A campaign landing page: its heading and selling points, and the multi-step form (step 1 shown before the code arrives). */
export default function Page() {
  const { title, description, highlights, partner, form } = useData<LandingPageData>()
  return (
    <LandingIntro title={title} description={description} highlights={highlights} partner={partner}>
      <Island name="LandingForm" component={LandingForm} props={form} when="interaction" prefetch />
    </LandingIntro>
  )
}
