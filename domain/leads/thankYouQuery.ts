/**
 * The thank-you page's mark for a newsletter sign-up (the birthday form): nobody calls, so the page
 * says what comes by e-mail instead (docs/requirements/pages-and-portals.md#thank-you-page).
 */
export const SUBSCRIBED_QUERY = 'subscribed=true'

/** Whether the thank-you page was reached from a newsletter sign-up (its address's query, `location.search`). */
export function cameFromSubscription(search: string): boolean {
  return new URLSearchParams(search).get('subscribed') === 'true'
}
