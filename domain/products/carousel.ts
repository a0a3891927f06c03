/** How a carousel behaves (docs/requirements/pages-and-portals.md#carousel, docs/requirements/pages-and-portals.md#carousel Carousel defaults). */
export interface CarouselConfig {
  /** Slides in view on screens wider than every breakpoint. */
  items: number
  /** Milliseconds of a slide's snap after a drag or an autoplay step. */
  slideSpeedMs: number
  /** Milliseconds of a move by the previous and next buttons. */
  pagingSpeedMs: number
  /** Slides in view at or below each viewport width in CSS pixels. */
  breakpoints: Readonly<Record<number, number>>
  /** Milliseconds between automatic moves; null: no autoplay. */
  autoplayMs: number | null
  /** Whether hovering the carousel stops autoplay. */
  stopOnHover: boolean
}

/** docs/requirements/pages-and-portals.md#carousel: 3 items, slide speed 300 ms, paging 400 ms, breakpoints 1200: 3, 1024: 3, 768: 2, 520: 1. */
export const CAROUSEL_DEFAULTS: CarouselConfig = {
  items: 3,
  slideSpeedMs: 300,
  pagingSpeedMs: 400,
  breakpoints: { 1200: 3, 1024: 3, 768: 2, 520: 1 },
  autoplayMs: null,
  stopOnHover: false,
}

function widestFirst(config: CarouselConfig): [number, number][] {
  return Object.entries(config.breakpoints)
    .map(([width, items]): [number, number] => [Number(width), items])
    .sort((a, b) => b[0] - a[0])
}

/**
 * Slides in view at a viewport width in CSS pixels. A breakpoint applies at or below its width (the
 * classic carousel's [width, items] pairs), the narrowest matching one wins; wider screens get `items`.
 */
export function itemsAt(width: number, config: CarouselConfig): number {
  let items = config.items
  for (const [limit, count] of widestFirst(config)) if (width <= limit) items = count
  return items
}

/** keen-slider breakpoints for a config: media queries widest first, so the narrowest matching one is merged last and wins. */
export function keenBreakpoints(config: CarouselConfig): Record<string, { slides: { perView: number } }> {
  const out: Record<string, { slides: { perView: number } }> = {}
  for (const [limit, count] of widestFirst(config)) out[`(max-width: ${limit}px)`] = { slides: { perView: count } }
  return out
}

/**
 * The first slide to show after a step of +1 (next) or -1 (previous) from `current`, with `count`
 * slides and `perView` in view: past either end it rewinds to the other end.
 */
export function steppedIndex(current: number, count: number, perView: number, step: 1 | -1): number {
  const last = Math.max(0, count - Math.max(1, perView))
  if (step === 1) return current >= last ? 0 : Math.min(last, current + 1)
  return current <= 0 ? last : Math.max(0, current - 1)
}
