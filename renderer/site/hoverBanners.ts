// Banners that show on hover and on keyboard focus are plain CSS ([data-hover-banner]). WCAG 1.4.13
// also asks that such content can be dismissed without moving the pointer or focus: Escape hides
// it until the pointer leaves or focus moves on.

/** Lets Escape dismiss the shown hover banners of the page. */
export function startHoverBanners(doc: Document): void {
  for (const banner of doc.querySelectorAll<HTMLElement>('[data-hover-banner]')) {
    const restore = () => banner.removeAttribute('data-dismissed')
    banner.addEventListener('pointerleave', restore)
    banner.addEventListener('focusout', restore)
  }
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    for (const banner of doc.querySelectorAll<HTMLElement>('[data-hover-banner]')) {
      if (banner.matches(':hover, :focus-within')) banner.setAttribute('data-dismissed', '')
    }
  })
}
