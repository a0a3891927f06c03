// https://vike.dev/error-page
import { usePortal, useT } from '../../components/PortalContext'

export default function Page() {
  const portal = usePortal()
  const t = useT()
  return (
    <div className="container prose">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <ul>
        <li>
          <a href="/">{t('notFound.home')}</a>
        </li>
        {portal.verticals.slice(0, 4).map((v) => (
          <li key={v.key}>
            <a href={v.path}>{t(`vertical.${v.key}.name`)}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
