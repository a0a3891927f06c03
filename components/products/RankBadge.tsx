import { rankBadge } from '../../domain/products/rankBadge'
import { useT } from '../PortalContext'
import '../products.css'

/**
 * Pie ranking badge (SPEC.md §2): a half-disc turned by the percent inside a right-half clip; above
 * 50 percent (the large variant) the clip goes and a fixed half fills the right side. CSS only: the
 * rotation is a style attribute. The text beside it says the same in words.
 */
export function RankBadge({ rankPercent }: { rankPercent: number }) {
  const t = useT()
  const badge = rankBadge(rankPercent)
  return (
    <p className="rank">
      <span className={badge.large ? 'pie pie--large' : 'pie'} aria-hidden="true">
        <span className="pie-clip">
          <span className="pie-fill" style={{ transform: `rotate(${badge.rotationDeg}deg)` }} />
          {badge.large && <span className="pie-half" />}
        </span>
      </span>
      <span className="rank-text">{t('products.rank.top', { percent: badge.topPercent })}</span>
    </p>
  )
}
