// https://vike.dev/Page
import { LegalDocument } from '../../components/LegalDocument'
import { useData } from '../../renderer/useData'
import type { Data } from './+data'

export default function Page() {
  return <LegalDocument doc={useData<Data>().doc} />
}
