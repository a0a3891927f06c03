import KeenSlider, { type KeenSliderInstance } from 'keen-slider'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { CAROUSEL_DEFAULTS, keenBreakpoints, steppedIndex, type CarouselConfig } from '../../domain/products/carousel'
import { fullProductName } from '../../domain/products/fullName'
import { useT } from '../PortalContext'
import { FEATURED_CHANGED } from '../products/featuredFollow'
import { ProviderMark } from '../products/ProviderMark'

/** One featured product, already formatted at build time (props stay small). */
export interface FeaturedItem {
  id: number
  name: string
  provider: string
  /** The card's logo (docs/data.md, "Provider marks"); the provider's drawn mark without it. */
  logoUrl?: string
  href: string
  /** Up to two figures: label and formatted value. */
  figures: { label: string; value: string }[]
  topText: string
  /** Among the list's first cards, which the list shows right below: drawn hidden (decision 069). */
  atTop?: boolean
}

export interface FeaturedCarouselProps {
  title: string
  items: FeaturedItem[]
  /** Overrides of docs/requirements/pages-and-portals.md#carousel's defaults (the data attributes of the original carousels). */
  config?: Partial<CarouselConfig>
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * A carousel of featured products (docs/requirements/pages-and-portals.md#carousel). Prerendered as a horizontally scrollable list;
 * hydrated, keen-slider takes over with previous/next buttons that rewind at the ends, and an
 * optional autoplay with a pause button that stops while hovered (when configured) or focused.
 * With reduced motion there is no animation and no autoplay until the visitor starts it.
 */
export function FeaturedCarousel({ title, items, config }: FeaturedCarouselProps) {
  const t = useT()
  // The island's props never change after hydration, so the slider below is built once.
  const settings: CarouselConfig = useMemo(() => ({ ...CAROUSEL_DEFAULTS, ...config }), [config])
  const trackId = useId()
  const headingId = useId()
  const trackRef = useRef<HTMLUListElement | null>(null)
  const sliderRef = useRef<KeenSliderInstance | null>(null)
  const [enhanced, setEnhanced] = useState(false)
  const [playing, setPlaying] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [reduced, setReduced] = useState(false)

  useEffect(() => {
    const reduce = prefersReducedMotion()
    setReduced(reduce)
    setPlaying(settings.autoplayMs !== null && !reduce)
    setEnhanced(true)
  }, [settings.autoplayMs])

  useEffect(() => {
    const track = trackRef.current
    if (!enhanced || !track) return
    let bringing = -1
    const slider = new KeenSlider(track, {
      // The slides the list's filters leave (decision 069): hidden ones are not slides.
      selector: ':scope > li:not([hidden])',
      slides: { perView: settings.items, spacing: 12 },
      breakpoints: keenBreakpoints(settings),
      defaultAnimation: { duration: reduced ? 0 : settings.slideSpeedMs },
      // Slides out of view are inert, so keyboard and screen-reader users meet only what is shown. A
      // slide that has the focus (tabbed to before the carousel woke up) is brought into view instead:
      // made inert, it would drop the focus to the top of the page (issue 17).
      detailsChanged: (s) =>
        s.slides.forEach((slide, i) => {
          const shown = (s.track.details.slides[i]?.portion ?? 0) >= 0.5
          if (!shown && slide.contains(document.activeElement)) {
            if (bringing !== i) s.moveToIdx(i)
            bringing = i
            return
          }
          if (shown && bringing === i) bringing = -1
          slide.inert = !shown
        }),
    })
    sliderRef.current = slider
    const remeasure = () => slider.update()
    document.addEventListener(FEATURED_CHANGED, remeasure)
    return () => {
      document.removeEventListener(FEATURED_CHANGED, remeasure)
      slider.destroy()
      sliderRef.current = null
    }
  }, [enhanced, reduced, settings])

  const step = (direction: 1 | -1, duration: number) => {
    const slider = sliderRef.current
    if (!slider) return
    // slider.options holds the options of the breakpoint in force.
    const slides = slider.options.slides
    const perView = typeof slides === 'object' && slides !== null && typeof slides.perView === 'number' ? slides.perView : 1
    const target = steppedIndex(slider.track.details.rel, slider.slides.length, perView, direction)
    slider.moveToIdx(target, true, { duration: reduced ? 0 : duration })
  }

  useEffect(() => {
    const stopped = !playing || settings.autoplayMs === null || focused || (settings.stopOnHover && hovered)
    if (stopped) return
    const timer = window.setInterval(() => step(1, settings.slideSpeedMs), settings.autoplayMs ?? 0)
    return () => window.clearInterval(timer)
  })

  return (
    <section
      className="carousel"
      data-featured=""
      hidden={items.every((item) => item.atTop === true)}
      aria-labelledby={headingId}
      aria-roledescription={t('products.carousel.role')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="carousel-head">
        <h2 id={headingId}>{title}</h2>
        {enhanced && (
          <div className="carousel-controls">
            {settings.autoplayMs !== null && (
              <button type="button" className="quiet-button" onClick={() => setPlaying((p) => !p)}>
                {t(playing ? 'products.carousel.pause' : 'products.carousel.play')}
              </button>
            )}
            <button
              type="button"
              className="quiet-button"
              aria-controls={trackId}
              onClick={() => step(-1, settings.pagingSpeedMs)}
              aria-label={t('products.carousel.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className="quiet-button"
              aria-controls={trackId}
              onClick={() => step(1, settings.pagingSpeedMs)}
              aria-label={t('products.carousel.next')}
            >
              ›
            </button>
          </div>
        )}
      </div>
      <ul id={trackId} ref={trackRef} className={enhanced ? 'carousel-track keen-slider' : 'carousel-track'} aria-live={playing && !focused ? 'off' : 'polite'}>
        {items.map((item) => (
          <li key={item.id} className="keen-slider__slide" data-id={item.id} hidden={item.atTop}>
            <article className="slide-card" aria-labelledby={`featured-${item.id}`}>
              {/* The mark beside the name, not above it: the slide stays as short as it was. */}
              <div className="slide-head">
                <ProviderMark provider={item.provider} logoUrl={item.logoUrl} />
                <h3 id={`featured-${item.id}`}>
                  <a href={item.href} aria-label={fullProductName(item) === item.name ? undefined : fullProductName(item)}>
                    {item.name}
                  </a>
                </h3>
              </div>
              <p className="card-provider">{item.provider}</p>
              <p className="slide-rank">{item.topText}</p>
              <dl className="figures">
                {item.figures.map((f) => (
                  <div key={f.label} className="figure">
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="card-actions">
                <a className="button secondary" href={item.href} aria-label={t('products.detailsFor', { name: fullProductName(item) })}>
                  {t('products.details')}
                </a>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
