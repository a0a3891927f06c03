// Leaving the page and opening a tab, in one place: the completions call these, and tests replace them.

/** Goes to an address of the site (a redirect path), as a link would. */
export function navigate(href: string): void {
  window.location.assign(href)
}

/** Opens an address in a new tab without giving it a handle on this page. */
export function openInNewTab(href: string): void {
  window.open(href, '_blank', 'noopener')
}
