import type { Province, Region } from '../../domain/content/schemas'
import { provincesPath, regionsPath } from '../../domain/content/lookupPaths'
import type { PortalCode } from '../../domain/portal'
import { SelectField } from './SelectField'
import { useLookup } from './useLookup'

/** The chosen province and region, ids with their displayed names ('' until chosen). */
export interface Location {
  provinceId: string
  provinceName: string
  regionId: string
  regionName: string
}

export const EMPTY_LOCATION: Location = { provinceId: '', provinceName: '', regionId: '', regionName: '' }

interface ProvinceRegionFieldProps {
  /** Ids of the two selects: `${id}-province` and `${id}-region`. */
  id: string
  portal: PortalCode
  value: Location
  onChange: (value: Location) => void
  errors?: { province?: string; region?: string }
  required?: boolean
  /** Note added to both labels when not required, e.g. "(optional)". */
  optionalText?: string
  texts: { province: string; region: string; choose: string; loading: string; loadFailed: string }
}

/** Province then region (docs/requirements/wire-contract.md#lookup-calls, from the static lookups): the region list appears once a province is chosen. */
export function ProvinceRegionField({ id, portal, value, onChange, errors = {}, required, optionalText, texts }: ProvinceRegionFieldProps) {
  const provinces = useLookup<Province[]>(portal, provincesPath())
  const regions = useLookup<Region[]>(portal, value.provinceId === '' ? null : regionsPath(value.provinceId))
  const hint = (state: { status: string }) => (state.status === 'error' ? texts.loadFailed : undefined)
  return (
    <>
      <SelectField
        id={`${id}-province`}
        name="ProvinceId"
        label={texts.province}
        placeholder={texts.choose}
        required={required}
        optionalText={optionalText}
        value={value.provinceId}
        options={provinces.status === 'ready' ? provinces.data.map((p) => ({ value: p.ProvinceId, label: p.DisplayedName })) : []}
        busy={provinces.status === 'loading'}
        busyText={texts.loading}
        hint={hint(provinces)}
        error={errors.province}
        autoComplete="address-level1"
        onChange={(provinceId, provinceName) => onChange({ provinceId, provinceName, regionId: '', regionName: '' })}
      />
      {value.provinceId !== '' && (
        <SelectField
          id={`${id}-region`}
          name="RegionId"
          label={texts.region}
          placeholder={texts.choose}
          // Once a province is chosen, its region completes the answer: required even when the location is optional.
          required
          value={value.regionId}
          options={regions.status === 'ready' ? regions.data.map((r) => ({ value: r.RegionId, label: r.DisplayedName })) : []}
          busy={regions.status === 'loading'}
          busyText={texts.loading}
          hint={hint(regions)}
          error={errors.region}
          autoComplete="address-level2"
          onChange={(regionId, regionName) => onChange({ ...value, regionId, regionName })}
        />
      )}
    </>
  )
}
