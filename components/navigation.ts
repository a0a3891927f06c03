// Leaving the page and opening a tab, in one place: forms and completions call these, and component
// tests replace them (jsdom cannot navigate).
export const navigation = {
  /** Sends the browser to `href` (a same-origin path or a redirect path), as a link would. */
  go(href: string): void {
    window.location.assign(href)
  },
  /** Opens an address in a new tab without giving it a handle on this page. */
  openInNewTab(href: string): void {
    window.open(href, '_blank', 'noopener')
  },
}
