// https://vike.dev/onBeforePrerenderStart
import { checkLandings } from '../../content/landings'
import { formatProblems } from '../../content/checks'
import { dataDir, portal, t } from '../serverPortal'
import { landingPageData } from './landingPageData'

/** One page per landing file of the portal, with its data (so no +data hook runs per page); a bad file stops the build. */
export function onBeforePrerenderStart() {
  const { problems, landings } = checkLandings(dataDir, [portal])
  if (problems.length > 0) throw new Error(`The landing pages have ${problems.length} problem(s):\n${formatProblems(problems)}`)
  return landings.map(({ landing }) => ({
    url: landing.path,
    pageContext: { data: landingPageData(landing, portal, t, new Date()) },
  }))
}
