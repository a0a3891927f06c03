import type { ReactNode } from 'react'

// Line icons drawn for this site (24 × 24, the text's colour), one per vertical key and one for the
// calculators: inline SVG in the prerendered HTML, no request and no script. A vertical a portal adds
// without an icon of its own gets the generic one.
const PATHS: Record<string, ReactNode> = {
  'credit-cards': (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 9.5h19M6 15h4" />
    </>
  ),
  'personal-loans': (
    <>
      <path d="M3 8.5h15.5a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <path d="M3 8.5 15 4.5l1.5 4M16 14h2" />
    </>
  ),
  'house-loans': <path d="M3 11 12 4l9 7M5.5 9.5V20h13V9.5M10 20v-5.5h4V20" />,
  'car-loans': (
    <>
      <path d="M4 16.5V12l2-5h12l2 5v4.5M3 12h18M4 16.5h16" />
      <circle cx="7.5" cy="17.5" r="1.8" />
      <circle cx="16.5" cy="17.5" r="1.8" />
    </>
  ),
  'car-insurance': <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6zM8.5 12l2.5 2.5 4.5-5" />,
  'travel-insurance': (
    <path d="M10.5 20.5 12 16l-4-1.5-2.5 2L4 16l2-3.5-2-3.5 1.5-.5L8 10.5l4-1.5L10.5 4.5 12.5 4l4 5.5 3-1.2a1.6 1.6 0 0 1 1.2 3L17.5 12.5l-3 7.5z" />
  ),
  deposits: (
    <>
      <path d="M3 9.5 12 4l9 5.5zM4.5 20h15M6 12v5.5M10 12v5.5M14 12v5.5M18 12v5.5" />
    </>
  ),
  'health-insurance': <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.3 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10zM9 12h2l1-2 1.5 4 1-2h1.5" />,
  'accident-insurance': (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V4.5h6V7M12 10.5v6M9 13.5h6" />
    </>
  ),
  'business-loans': (
    <>
      <path d="M4 10v10h16V10M3 10l2-5.5h14L21 10zM9.5 20v-5h5v5" />
    </>
  ),
  calculator: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M8 7h8M8.5 11h.01M12 11h.01M15.5 11h.01M8.5 14.5h.01M12 14.5h.01M15.5 14.5h.01M8.5 18h.01M12 18h.01M15.5 18h.01" />
    </>
  ),
}

const GENERIC = (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8 12h8M12 8v8" />
  </>
)

/** The icon of a tile (a vertical key or "calculator"), decorative: the tile's text names it. */
export function TileIcon({ name }: { name: string }) {
  return (
    <svg className="tile-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {PATHS[name] ?? GENERIC}
    </svg>
  )
}
