import type { Crumb } from '../../domain/seo/structuredData'
import { useT } from '../PortalContext'

/** The visible trail of a page (home > ... > the page), the same trail as its BreadcrumbList. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const t = useT()
  const all = [{ name: t('seo.crumb.home'), path: '/' }, ...trail]
  return (
    <nav className="breadcrumbs" aria-label={t('products.page.breadcrumb')}>
      <ol>
        {all.map((crumb, i) => (
          <li key={crumb.path}>{i === all.length - 1 ? <span aria-current="page">{crumb.name}</span> : <a href={crumb.path}>{crumb.name}</a>}</li>
        ))}
      </ol>
    </nav>
  )
}
