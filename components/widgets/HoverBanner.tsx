import type { ReactNode } from 'react'

/**
 * A banner that shows while its trigger is hovered or focused (CSS only); Escape hides it
 * (renderer/site/hoverBanners.ts). The banner describes the trigger for screen readers.
 */
export function HoverBanner({ id, trigger, children }: { id: string; trigger: string; children: ReactNode }) {
  return (
    <span className="hover-banner" data-hover-banner="">
      <button type="button" className="hover-banner-trigger" aria-describedby={id}>
        {trigger}
      </button>
      <span role="tooltip" id={id} className="hover-banner-panel">
        {children}
      </span>
    </span>
  )
}
