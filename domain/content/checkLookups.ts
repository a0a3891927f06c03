import * as v from 'valibot'
import { EMPLOYMENT_TYPE_LISTS, EmploymentTypesFileSchema, LOOKUP_FILES, ProvincesFileSchema, RegionsFileSchema, VehiclesFileSchema } from './schemas'
import { recordLabel, type SnapshotProblem } from './problems'

/** Problems between the lookup files of one portal folder (file name -> parsed JSON): missing files, duplicate ids, lists for unknown parents. */
export function lookupCrossProblems(folder: string, files: ReadonlyMap<string, unknown>): SnapshotProblem[] {
  const problems: SnapshotProblem[] = []
  const fileOf = (name: string) => `lookups/${folder}/${name}`
  for (const name of Object.keys(LOOKUP_FILES)) {
    if (!files.has(name)) {
      problems.push({ file: fileOf(name), record: null, field: '', expected: 'this file: every portal needs it', received: 'no such file' })
    }
  }

  const provinces = files.get('provinces.json')
  const regions = files.get('regions.json')
  if (v.is(ProvincesFileSchema, provinces)) {
    problems.push(...duplicateIds(fileOf('provinces.json'), [], provinces, 'ProvinceId', 'province'))
    if (v.is(RegionsFileSchema, regions)) {
      const provinceIds = new Set(provinces.map((province) => province.ProvinceId))
      for (const key of Object.keys(regions)) {
        if (!provinceIds.has(key)) {
          problems.push({
            file: fileOf('regions.json'),
            record: null,
            field: `${key} (the key)`,
            expected: 'a ProvinceId listed in provinces.json',
            received: `"${key}"`,
          })
        }
      }
      provinces.forEach((province, index) => {
        if (regions[province.ProvinceId] === undefined) {
          problems.push({
            file: fileOf('regions.json'),
            record: null,
            field: province.ProvinceId,
            expected: `the regions of ${province.DisplayedName} (${recordLabel(index, province)} of provinces.json)`,
            received: 'nothing (the field is missing)',
          })
        }
      })
    }
  }
  if (v.is(RegionsFileSchema, regions)) {
    const seen = new Map<string, string>()
    for (const [provinceId, list] of Object.entries(regions)) {
      list.forEach((region, index) => {
        const where = recordLabel(index, region, [provinceId])
        const first = seen.get(region.RegionId)
        if (first === undefined) seen.set(region.RegionId, where)
        else
          problems.push({
            file: fileOf('regions.json'),
            record: where,
            field: 'RegionId',
            expected: 'an id used by no other region',
            received: `"${region.RegionId}" (also at ${first})`,
          })
      })
    }
  }

  const employmentTypes = files.get('employmentTypes.json')
  if (v.is(EmploymentTypesFileSchema, employmentTypes)) {
    const names = new Map<number, { name: string; where: string }>()
    for (const list of EMPLOYMENT_TYPE_LISTS) {
      problems.push(...duplicateIds(fileOf('employmentTypes.json'), [list], employmentTypes[list], 'EmploymentTypeId', 'employment type of this list'))
      employmentTypes[list].forEach((type, index) => {
        const where = recordLabel(index, type, [list])
        const first = names.get(type.EmploymentTypeId)
        if (first === undefined) names.set(type.EmploymentTypeId, { name: type.DisplayedName, where })
        else if (first.name !== type.DisplayedName) {
          problems.push({
            file: fileOf('employmentTypes.json'),
            record: where,
            field: 'DisplayedName',
            expected: `"${first.name}", the name this id has at ${first.where}`,
            received: `"${type.DisplayedName}"`,
          })
        }
      })
    }
  }

  const vehicles = files.get('vehicles.json')
  if (v.is(VehiclesFileSchema, vehicles)) problems.push(...vehicleProblems(fileOf('vehicles.json'), vehicles))
  return problems
}

function vehicleProblems(file: string, vehicles: v.InferOutput<typeof VehiclesFileSchema>): SnapshotProblem[] {
  const problems: SnapshotProblem[] = []
  problems.push(...duplicateIds(file, ['makes'], vehicles.makes, 'VehicleManufacturerId', 'make'))
  const makeIds = new Set(vehicles.makes.map((make) => String(make.VehicleManufacturerId)))
  for (const [makeId, years] of Object.entries(vehicles.years)) {
    if (!makeIds.has(makeId)) {
      problems.push({ file, record: null, field: `years.${makeId} (the key)`, expected: 'a VehicleManufacturerId listed in makes', received: `"${makeId}"` })
    }
    years.forEach((year, index) => {
      const first = years.indexOf(year)
      if (first !== index)
        problems.push({
          file,
          record: recordLabel(index, year, ['years', makeId]),
          field: '',
          expected: 'a year not listed twice',
          received: `${year} (also record ${first + 1})`,
        })
    })
  }
  vehicles.makes.forEach((make, index) => {
    const years = vehicles.years[String(make.VehicleManufacturerId)]
    if (years === undefined) {
      problems.push({
        file,
        record: null,
        field: `years.${make.VehicleManufacturerId}`,
        expected: `the model years of ${make.DisplayedName} (${recordLabel(index, make, ['makes'])})`,
        received: 'nothing (the field is missing)',
      })
      return
    }
    for (const year of years) {
      if (vehicles.models[`${make.VehicleManufacturerId}:${year}`] === undefined) {
        problems.push({
          file,
          record: null,
          field: `models.${make.VehicleManufacturerId}:${year}`,
          expected: `the ${year} models of ${make.DisplayedName}, since years lists ${year}`,
          received: 'nothing (the field is missing)',
        })
      }
    }
  })
  const names = new Map<number, { name: string; where: string }>()
  for (const [key, models] of Object.entries(vehicles.models)) {
    const [makeId = '', year = ''] = key.split(':')
    if (!makeIds.has(makeId)) {
      problems.push({
        file,
        record: null,
        field: `models.${key} (the key)`,
        expected: 'a key "makeId:year" whose make is listed in makes',
        received: `"${key}"`,
      })
    } else if (!(vehicles.years[makeId] ?? []).includes(Number(year))) {
      problems.push({ file, record: null, field: `models.${key} (the key)`, expected: `a year listed in years.${makeId}`, received: `"${key}"` })
    }
    problems.push(...duplicateIds(file, ['models', key], models, 'VehicleTypeModelId', 'model of this list'))
    models.forEach((model, index) => {
      const where = recordLabel(index, model, ['models', key])
      const first = names.get(model.VehicleTypeModelId)
      if (first === undefined) names.set(model.VehicleTypeModelId, { name: model.DisplayedName, where })
      else if (first.name !== model.DisplayedName) {
        problems.push({
          file,
          record: where,
          field: 'DisplayedName',
          expected: `"${first.name}", the name this id has at ${first.where}`,
          received: `"${model.DisplayedName}"`,
        })
      }
    })
  }
  return problems
}

function duplicateIds<TRecord extends Record<TField, string | number>, TField extends string>(
  file: string,
  within: readonly string[],
  records: readonly TRecord[],
  idField: TField,
  what: string,
): SnapshotProblem[] {
  const problems: SnapshotProblem[] = []
  const firstIndex = new Map<string | number, number>()
  records.forEach((record, index) => {
    const id = record[idField]
    const first = firstIndex.get(id)
    if (first === undefined) firstIndex.set(id, index)
    else
      problems.push({
        file,
        record: recordLabel(index, record, within),
        field: idField,
        expected: `an id used by no other ${what}`,
        received: `${JSON.stringify(id)} (also record ${first + 1})`,
      })
  })
  return problems
}
