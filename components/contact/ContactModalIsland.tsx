import { Island } from '../Island'
import { ContactModal } from '../islands/ContactModal'
import { CONTACT_ISLAND } from './openers'

/**
 * The Contact-Me modal of a page, for pages with opener links (a[data-banner]); include it once.
 * Its code is not in the page's first script: it loads when the browser is idle, or at once when an
 * opener is clicked first (components/contact/openers.ts, started by renderer/pageClient.ts).
 */
export function ContactModalIsland() {
  return <Island name={CONTACT_ISLAND} component={ContactModal} props={{}} when="idle" />
}
