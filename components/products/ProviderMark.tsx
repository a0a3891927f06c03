import { providerMarkOf, inkOn } from '../../domain/products/providerMark'
import { usePortal } from '../PortalContext'

/** The mark's side in CSS pixels: the same in the width and height attributes and the stylesheet, so it takes its place before it draws. */
const MARK_SIZE = 40

/**
 * A provider's mark (docs/data.md, "Provider marks"; docs/layout.md): the card's logo when the data has
 * one (an image on an allowed host), else the provider's initials on its colour, drawn as inline SVG
 * from the portal config. Either way an image named after the provider, its width and height set.
 */
export function ProviderMark({
  provider,
  logoUrl,
  decorative = false,
}: {
  provider: string
  logoUrl?: string | undefined
  /** True where the provider's name is written beside the mark: the mark is then hidden from assistive technology, so the name is not read twice. */
  decorative?: boolean
}) {
  const portal = usePortal()
  if (logoUrl !== undefined) {
    return <img className="provider-mark" src={logoUrl} alt={decorative ? '' : provider} width={MARK_SIZE} height={MARK_SIZE} loading="lazy" decoding="async" />
  }
  const mark = providerMarkOf(portal, provider)
  // Three or four letters get a smaller type, so they fit inside the square.
  const fontSize = mark.initials.length <= 2 ? 16 : mark.initials.length === 3 ? 13 : 10.5
  return (
    <svg
      className="provider-mark"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': provider })}
      width={MARK_SIZE}
      height={MARK_SIZE}
      viewBox="0 0 40 40"
    >
      <rect width="40" height="40" rx="8" fill={mark.colour} />
      <text x="20" y="20" dy="0.35em" textAnchor="middle" fontSize={fontSize} fontWeight="700" fill={inkOn(mark.colour)}>
        {mark.initials}
      </text>
    </svg>
  )
}
