// https://vike.dev/Page
import { TrustPage, TrustSection } from '../../components/TrustPage'
import { useData } from '../../renderer/useData'
import type { Data } from './+data'

export default function Page() {
  const { trust } = useData<Data>()
  return (
    <TrustPage heading={trust.money.heading} intro={trust.money.intro} sampleNote={trust.sampleNote}>
      {trust.money.sections.map((section) => (
        <TrustSection key={section.id} {...section} />
      ))}
    </TrustPage>
  )
}
