// https://vike.dev/Page
import { Island } from '../../components/Island'
import { ClearStorage } from '../../components/islands/ClearStorage'
import { useT } from '../../components/PortalContext'

export default function Page() {
  const t = useT()
  return (
    <div className="container prose">
      <h1>{t('logout.heading')}</h1>
      <Island name="ClearStorage" component={ClearStorage} props={{}} when="load" />
      <p><a className="button" href="/">{t('logout.home')}</a></p>
    </div>
  )
}
