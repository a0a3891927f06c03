import { listPagePath, pageLinks, type ListPaging } from '../../domain/products/listPaging'
import { useT } from '../PortalContext'

/**
 * Links to a list's other pages (issue 18): plain links, crawlable and usable without JavaScript. The
 * filter island hides the bar while the visitor's filters or sort change the list (it pages with
 * "Show more" then). Nothing is rendered for a list that fits on one page.
 */
export function ListPagination({ id, paging }: { id: string; paging: ListPaging }) {
  const t = useT()
  const { base, page, pages } = paging
  if (pages <= 1) return null
  return (
    <nav id={id} className="list-pages" aria-label={t('products.list.pages')}>
      <ul>
        {page > 1 && (
          <li>
            <a href={listPagePath(base, page - 1)} rel="prev">
              {t('products.list.previous')}
            </a>
          </li>
        )}
        {pageLinks(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a href={listPagePath(base, item)} aria-current={item === page ? 'page' : undefined} aria-label={t('products.list.page', { page: item })}>
                {item}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={listPagePath(base, page + 1)} rel="next">
              {t('products.list.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
