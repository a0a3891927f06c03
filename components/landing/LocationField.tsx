import type { Province, Region } from '../../domain/content/schemas'
import { provincesPath, regionsPath } from '../../domain/content/lookupPaths'
import type { Choice } from '../fields/fieldProps'
import { SelectField } from '../fields/SelectField'
import { useLookup } from '../fields/useLookup'
import { usePortal, useT } from '../PortalContext'

interface LocationFieldProps {
  id: string
  name: string
  label: string
  hint?: string
  error?: string
  required: boolean
  optionalText: string
  value: string
  onChange: (value: string) => void
}

const provinceChoices = (list: readonly Province[]): Choice[] => list.map((p) => ({ value: p.ProvinceId, label: p.DisplayedName }))
const regionChoices = (list: readonly Region[]): Choice[] => list.map((r) => ({ value: r.RegionId, label: r.DisplayedName }))

/**
 * A landing's Province: a dropdown of the portal's provinces (docs/data.md "Landing forms"). The page
 * prerenders the list (`options`), so the field can be answered before the island takes over; without
 * it the static lookup is loaded.
 */
export function ProvinceSelect({ options, ...props }: LocationFieldProps & { options?: readonly Choice[] }) {
  const portal = usePortal()
  const t = useT()
  const provinces = useLookup<Province[]>(portal.code, options === undefined ? provincesPath() : null)
  const choices = options ?? (provinces.status === 'ready' ? provinceChoices(provinces.data) : [])
  return (
    <SelectField
      {...props}
      placeholder={t('landing.choose')}
      options={choices}
      busy={options === undefined && provinces.status === 'loading'}
      busyText={t('landing.loading')}
      hint={provinces.status === 'error' ? t('landing.loadFailed') : props.hint}
      autoComplete="address-level1"
    />
  )
}

/** A landing's City: the cities of the province chosen in the field before it, once one is chosen. */
export function CitySelect({ provinceId, ...props }: LocationFieldProps & { provinceId: string }) {
  const portal = usePortal()
  const t = useT()
  const regions = useLookup<Region[]>(portal.code, provinceId === '' ? null : regionsPath(provinceId))
  return (
    <SelectField
      {...props}
      placeholder={provinceId === '' ? t('landing.provinceFirst') : t('landing.choose')}
      options={regions.status === 'ready' ? regionChoices(regions.data) : []}
      busy={regions.status === 'loading'}
      busyText={t('landing.loading')}
      hint={regions.status === 'error' ? t('landing.loadFailed') : props.hint}
      autoComplete="address-level2"
    />
  )
}
