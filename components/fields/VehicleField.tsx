import type { VehicleMake, VehicleModel } from '../../domain/content/schemas'
import { vehicleMakesPath, vehicleModelsPath, vehicleYearsPath } from '../../domain/content/lookupPaths'
import type { PortalCode } from '../../domain/portal'
import { SelectField } from './SelectField'
import { useLookup } from './useLookup'

/** The chosen make, model year and model ('' until chosen). */
export interface Vehicle {
  makeId: string
  makeName: string
  year: string
  modelId: string
  modelName: string
}

export const EMPTY_VEHICLE: Vehicle = { makeId: '', makeName: '', year: '', modelId: '', modelName: '' }

interface VehicleFieldProps {
  /** Ids of the three selects: `${id}-make`, `${id}-year`, `${id}-model`. */
  id: string
  portal: PortalCode
  value: Vehicle
  onChange: (value: Vehicle) => void
  errors?: { make?: string; year?: string; model?: string }
  required?: boolean
  /** Note added to the labels when not required, e.g. "(optional)". */
  optionalText?: string
  texts: { make: string; year: string; model: string; choose: string; loading: string; loadFailed: string }
}

/**
 * Vehicle make, then year, then model (docs/requirements/forms-and-leads.md#conditional-fields and docs/requirements/wire-contract.md#lookup-calls, from the static lookups):
 * the year appears once a make is chosen and the model once a year is; changing one clears the
 * choices after it.
 */
export function VehicleField({ id, portal, value, onChange, errors = {}, required, optionalText, texts }: VehicleFieldProps) {
  const makeId = value.makeId === '' ? null : Number(value.makeId)
  const year = value.year === '' ? null : Number(value.year)
  const makes = useLookup<VehicleMake[]>(portal, vehicleMakesPath())
  const years = useLookup<number[]>(portal, makeId === null ? null : vehicleYearsPath(makeId))
  const models = useLookup<VehicleModel[]>(portal, makeId === null || year === null ? null : vehicleModelsPath(makeId, year))
  const common = { placeholder: texts.choose, required, optionalText, busyText: texts.loading }
  const hint = (state: { status: string }) => (state.status === 'error' ? texts.loadFailed : undefined)
  return (
    <>
      <SelectField
        {...common}
        id={`${id}-make`}
        name="VehicleManufacturerId"
        label={texts.make}
        value={value.makeId}
        options={makes.status === 'ready' ? makes.data.map((m) => ({ value: String(m.VehicleManufacturerId), label: m.DisplayedName })) : []}
        busy={makes.status === 'loading'}
        hint={hint(makes)}
        error={errors.make}
        onChange={(chosen, name) => onChange({ ...EMPTY_VEHICLE, makeId: chosen, makeName: name })}
      />
      {makeId !== null && (
        <SelectField
          {...common}
          // Once a make is chosen, its year and model complete the answer: required even when the vehicle is optional.
          required
          id={`${id}-year`}
          name="ManufacturingYear"
          label={texts.year}
          value={value.year}
          options={years.status === 'ready' ? years.data.map((y) => ({ value: String(y), label: String(y) })) : []}
          busy={years.status === 'loading'}
          hint={hint(years)}
          error={errors.year}
          onChange={(chosen) => onChange({ ...value, year: chosen, modelId: '', modelName: '' })}
        />
      )}
      {makeId !== null && year !== null && (
        <SelectField
          {...common}
          required
          id={`${id}-model`}
          name="VehicleModelId"
          label={texts.model}
          value={value.modelId}
          options={models.status === 'ready' ? models.data.map((m) => ({ value: String(m.VehicleTypeModelId), label: m.DisplayedName })) : []}
          busy={models.status === 'loading'}
          hint={hint(models)}
          error={errors.model}
          onChange={(chosen, name) => onChange({ ...value, modelId: chosen, modelName: name })}
        />
      )}
    </>
  )
}
