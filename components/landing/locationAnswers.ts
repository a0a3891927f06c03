import type { Province, Region } from '../../domain/content/schemas'
import { provincesPath, regionsPath } from '../../domain/content/lookupPaths'
import type { FieldValue } from '../../domain/validation/checks'
import type { LeadField } from './leadAnswers'

/** Loads a lookup file (components/lookups/lookupClient.ts getLookup, bound to the portal). */
export type LoadLookup = (path: string) => Promise<unknown>

async function labelOf(load: LoadLookup, type: 'province' | 'city', id: string, provinceId: string): Promise<string | undefined> {
  try {
    if (type === 'province') return ((await load(provincesPath())) as Province[]).find((p) => p.ProvinceId === id)?.DisplayedName
    return ((await load(regionsPath(provinceId))) as Region[]).find((r) => r.RegionId === id)?.DisplayedName
  } catch {
    return undefined
  }
}

/**
 * The form's fields with the chosen province and city as their one option (id and name), so that the
 * lead sends them as label plus id (Province + ProvinceId, City + RegionId; docs/api.md). The names
 * come from the lookups the visitor chose from (cached by then). A name that cannot be read leaves the
 * field without options: the lead then sends the id as the label and no id, never a wrong pair.
 */
export async function withLocationOptions(fields: readonly LeadField[], values: Readonly<Record<string, FieldValue>>, load: LoadLookup): Promise<LeadField[]> {
  const provinceField = fields.find((field) => field.type === 'province')
  const provinceId = provinceField === undefined ? '' : String(values[provinceField.name] ?? '')
  return Promise.all(
    fields.map(async (field) => {
      if (field.type !== 'province' && field.type !== 'city') return field
      const id = values[field.name]
      if (typeof id !== 'string' || id === '') return field
      const label = await labelOf(load, field.type, id, provinceId)
      return label === undefined ? field : { ...field, options: [{ value: id, label }] }
    }),
  )
}
