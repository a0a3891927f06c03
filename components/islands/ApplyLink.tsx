import { useT } from '../PortalContext'
import { listenForApplyClicks } from '../products/applyTracking'

// Installed when this island's code arrives, before React hydrates it: the islands runtime replays
// the click that loaded it as soon as the code is in, which can be before hydration has finished,
// so a React onClick would miss it; the document listener does not.
if (typeof document !== 'undefined') listenForApplyClicks(document)

export interface ApplyLinkProps {
  href: string
  verticalKey: string
  productName: string
}

/**
 * A single apply button as its own island, for pages with one (the product page): rendered with
 * when="interaction", its code loads only when the visitor reaches for the button, and the page-view
 * is still sent before the visitor leaves.
 */
export function ApplyLink({ href, verticalKey, productName }: ApplyLinkProps) {
  const t = useT()
  return (
    <a className="button apply-button" href={href} aria-label={t('products.applyFor', { name: productName })} data-apply="" data-vertical={verticalKey} data-product={productName}>
      {t('products.apply')}
    </a>
  )
}
