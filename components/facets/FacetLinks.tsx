import { useT } from '../PortalContext'

interface Link {
  group: 'provider' | 'feature'
  label: string
  path: string
}

/** Links to a list's facet pages, by provider and by feature: plain links that work without JavaScript. */
export function FacetLinks({ links, current }: { links: readonly Link[]; current: string | null }) {
  const t = useT()
  const groups = [
    { group: 'provider' as const, title: t('seo.facet.byProvider') },
    { group: 'feature' as const, title: t('seo.facet.byFeature') },
  ]
  return (
    <div className="facet-links">
      {groups.map(({ group, title }) => {
        const items = links.filter((link) => link.group === group)
        if (items.length === 0) return null
        return (
          <nav key={group} aria-label={title}>
            <h2>{title}</h2>
            <ul>
              {items.map((link) => (
                <li key={link.path}>
                  <a href={link.path} aria-current={link.path === current ? 'page' : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )
      })}
    </div>
  )
}
