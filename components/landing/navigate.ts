// Leaving the page after a form is done, in one place so that component tests can watch it (jsdom
// cannot navigate).
export const navigation = {
  /** Sends the browser to `href` (same-origin path or redirect path). */
  go(href: string): void {
    window.location.assign(href)
  },
}
