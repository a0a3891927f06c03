import type { CSSProperties } from 'react'
import { rankBadge } from '../../domain/products/rankBadge'
import { useT } from '../PortalContext'

/**
 * Pie ranking badge (docs/requirements/pages-and-portals.md#ranking-badge): one element whose ::before half-disc is turned by the percent
 * (a style attribute); up to 50% its ::after covers the left half in the track colour, and above
 * 50% (the large variant, a class) it fills the right half instead. The text beside it says the
 * same in words.
 */
export function RankBadge({ rankPercent }: { rankPercent: number }) {
  const t = useT()
  const badge = rankBadge(rankPercent)
  return (
    <p className="rank">
      <span className={badge.large ? 'pie pie--large' : 'pie'} style={{ '--turn': `${badge.rotationDeg}deg` } as CSSProperties} aria-hidden="true" />
      <span className="rank-text">{t('products.rank.top', { percent: badge.topPercent })}</span>
    </p>
  )
}
