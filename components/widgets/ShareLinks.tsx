import { useT } from '../PortalContext'

const NETWORKS = [
  { key: 'facebook', href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { key: 'x', href: (url: string, text: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}` },
  { key: 'linkedin', href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
  { key: 'whatsapp', href: (url: string, text: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
] as const

/**
 * Share links for a page (they open a 600 x 600 popup with renderer/site/share.ts, a new tab
 * without it) with a share counter per network, shown only once a count is known (no '-' before: issue 49). Facebook's count comes from
 * the lead API (GET /api/share-count, renderer/site/share.ts), which holds the token: nothing of it is
 * in the page (docs/security.md "Share counts").
 */
export function ShareLinks({ id, url, text, heading }: { id: string; url: string; text: string; heading: string }) {
  const t = useT()
  return (
    <section id={id} className="share" data-share="" data-url={url} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      <ul className="share-list" role="list">
        {NETWORKS.map((network) => (
          <li key={network.key}>
            <a className="share-link" href={network.href(url, text)} target="_blank" rel="noopener noreferrer" data-share-network={network.key}>
              {t(`site.share.${network.key}`)}
              <span className="visually-hidden"> {t('site.newWindow')}</span>
            </a>
            <span className="share-count" hidden>
              <span data-share-count={network.key} />
              <span className="visually-hidden"> {t('site.share.count')}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
