import { Island } from '../Island'
import { ContactModal } from '../islands/ContactModal'
import { CONTACT_ISLAND } from './openers'

/**
 * The Contact-Me modal of a page, for pages with opener links (a[data-banner]); include it once.
 * Its code is not in the page's first script, nor loaded at idle (React would then cost every visitor
 * main-thread time): it loads when an opener is clicked or the address's hash names one
 * (components/contact/openers.ts, started by renderer/pageClient.ts).
 */
export function ContactModalIsland() {
  return <Island name={CONTACT_ISLAND} component={ContactModal} props={{}} when="manual" />
}
