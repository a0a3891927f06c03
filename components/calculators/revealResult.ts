/**
 * Scrolls a calculator's result into view when its top is below the fold (on a phone the result sits
 * under the form), smoothly unless the visitor asked for reduced motion; a result already in view stays
 * where it is. Focus is not moved (docs/requirements/calculators.md#loan-calculator-page).
 */
export function revealBelowFold(element: HTMLElement | null): void {
  if (!element || typeof element.scrollIntoView !== 'function') return
  const { top } = element.getBoundingClientRect()
  const fold = window.innerHeight || document.documentElement.clientHeight
  // Its heading and headline figure (about 120 px) must show, not only its first line.
  if (top >= 0 && top + 120 <= fold) return
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' })
}
