// What changed between two data snapshots (the published one in data/ and a freshly pulled one): product
// cards added, removed or changed (each changed field with its old and new value) and lookup entries
// added, removed or renamed. Pure: `npm run regenerate` (scripts/pipeline/regenerate.ts) reads the files.
import type { PortalLookups, ProductCard } from './schemas'

/** The part of a portal's snapshot that the comparison reads (content/snapshot.ts PortalSnapshot fits). */
export interface ComparableSnapshot {
  lookups: PortalLookups
  /** Cards by vertical key. */
  products: Readonly<Record<string, readonly ProductCard[]>>
  /**
   * Cards of product files left out of `products` because they are byte for byte the same on both
   * sides (content/snapshot.ts comparableSnapshots): counted as unchanged.
   */
  identicalCards?: number
}

export interface ProductRef {
  id: number
  slug: string
  provider: string
  name: string
  /** The vertical key of the file the card is in (e.g. credit-cards). */
  vertical: string
}

export interface FieldChange {
  /** The field, with nested fields dotted: `annualFee`, `tenorMonths.max`. */
  field: string
  /** undefined when the field was not there. */
  before: unknown
  after: unknown
}

export interface ProductChange extends ProductRef {
  fields: FieldChange[]
}

export interface LookupEntry {
  /** What identifies the entry: `0102800000`, `list 1 › 3`, `Toyota (1) › 2026 › 101`. */
  key: string
  name: string
}

export interface LookupChange {
  key: string
  before: string
  after: string
}

export interface LookupDiff {
  /** provinces, regions, employment types, vehicle makes, vehicle years, vehicle models */
  lookup: string
  added: LookupEntry[]
  removed: LookupEntry[]
  changed: LookupChange[]
}

export interface PortalDiff {
  /** The portal's folder: ecm or ckj. */
  portal: string
  products: { added: ProductRef[]; removed: ProductRef[]; changed: ProductChange[]; unchanged: number }
  /** Only the lookups with a change. */
  lookups: LookupDiff[]
}

export interface SnapshotDiff {
  portals: PortalDiff[]
  /** True when nothing differs at all. */
  same: boolean
}

function productIndex(products: ComparableSnapshot['products']): Map<number, { card: ProductCard; vertical: string }> {
  const index = new Map<number, { card: ProductCard; vertical: string }>()
  for (const [vertical, cards] of Object.entries(products)) for (const card of cards) index.set(card.id, { card, vertical })
  return index
}

function ref(card: ProductCard, vertical: string): ProductRef {
  return { id: card.id, slug: card.slug, provider: card.provider, name: card.name, vertical }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Field-by-field differences; nested objects (tenorMonths) are compared field by field, lists as a whole. */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): FieldChange[] {
  const changes: FieldChange[] = []
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  for (const key of keys) {
    const a = before[key]
    const b = after[key]
    if (isPlainObject(a) && isPlainObject(b)) changes.push(...fieldChanges(a, b, `${prefix}${key}.`))
    else if (!same(a, b)) changes.push({ field: `${prefix}${key}`, before: a, after: b })
  }
  return changes
}

/** The products of one portal: added, removed and changed cards, matched by id (unique within a portal). */
export function diffProducts(before: ComparableSnapshot['products'], after: ComparableSnapshot['products']): PortalDiff['products'] {
  const old = productIndex(before)
  const now = productIndex(after)
  const added: ProductRef[] = []
  const removed: ProductRef[] = []
  const changed: ProductChange[] = []
  let unchanged = 0
  for (const [id, { card, vertical }] of now) {
    const previous = old.get(id)
    if (!previous) {
      added.push(ref(card, vertical))
      continue
    }
    const fields = fieldChanges(previous.card as unknown as Record<string, unknown>, card as unknown as Record<string, unknown>)
    if (fields.length > 0) changed.push({ ...ref(card, vertical), fields })
    else unchanged += 1
  }
  for (const [id, { card, vertical }] of old) if (!now.has(id)) removed.push(ref(card, vertical))
  const byId = (a: ProductRef, b: ProductRef) => a.id - b.id
  return { added: added.sort(byId), removed: removed.sort(byId), changed: changed.sort(byId), unchanged }
}

/** Every entry of each lookup, keyed so that the same entry has the same key in both snapshots. */
function lookupEntries(lookups: PortalLookups): Map<string, Map<string, string>> {
  const makeName = new Map(lookups.vehicles.makes.map((make) => [String(make.VehicleManufacturerId), make.DisplayedName]))
  const make = (id: string) => `${makeName.get(id) ?? 'make'} (${id})`
  const provinceName = new Map(lookups.provinces.map((province) => [province.ProvinceId, province.DisplayedName]))
  const lists = new Map<string, Map<string, string>>([
    ['provinces', new Map(lookups.provinces.map((p) => [p.ProvinceId, p.DisplayedName]))],
    ['regions', new Map()],
    ['employment types', new Map()],
    ['vehicle makes', new Map(lookups.vehicles.makes.map((m) => [String(m.VehicleManufacturerId), m.DisplayedName]))],
    ['vehicle years', new Map()],
    ['vehicle models', new Map()],
  ])
  for (const [provinceId, regions] of Object.entries(lookups.regions)) {
    // A region's province is part of its value: moved to another province, it counts as changed.
    for (const region of regions) lists.get('regions')!.set(region.RegionId, `${region.DisplayedName} (in ${provinceName.get(provinceId) ?? provinceId})`)
  }
  for (const [list, items] of Object.entries(lookups.employmentTypes)) {
    for (const item of items) lists.get('employment types')!.set(`list ${list} › ${item.EmploymentTypeId}`, item.DisplayedName)
  }
  for (const [makeId, years] of Object.entries(lookups.vehicles.years)) {
    for (const year of years) lists.get('vehicle years')!.set(`${make(makeId)} › ${year}`, String(year))
  }
  for (const [key, models] of Object.entries(lookups.vehicles.models)) {
    const [makeId = '', year = ''] = key.split(':')
    for (const model of models) lists.get('vehicle models')!.set(`${make(makeId)} › ${year} › ${model.VehicleTypeModelId}`, model.DisplayedName)
  }
  return lists
}

/** Lookup entries added, removed or renamed, per lookup; lookups without a change are left out. */
export function diffLookups(before: PortalLookups, after: PortalLookups): LookupDiff[] {
  const old = lookupEntries(before)
  const now = lookupEntries(after)
  const diffs: LookupDiff[] = []
  for (const [lookup, entries] of now) {
    const previous = old.get(lookup) ?? new Map<string, string>()
    const diff: LookupDiff = { lookup, added: [], removed: [], changed: [] }
    for (const [key, name] of entries) {
      const was = previous.get(key)
      if (was === undefined) diff.added.push({ key, name })
      else if (was !== name) diff.changed.push({ key, before: was, after: name })
    }
    for (const [key, name] of previous) if (!entries.has(key)) diff.removed.push({ key, name })
    if (diff.added.length + diff.removed.length + diff.changed.length > 0) diffs.push(diff)
  }
  return diffs
}

/** Compares the snapshots portal by portal (the portals of either side, in the order given). */
export function diffSnapshots(before: Readonly<Record<string, ComparableSnapshot>>, after: Readonly<Record<string, ComparableSnapshot>>): SnapshotDiff {
  const empty: ComparableSnapshot = {
    lookups: {
      provinces: [],
      regions: {},
      employmentTypes: { general: [], '1': [], '2': [], '6': [], '7': [] },
      vehicles: { makes: [], years: {}, models: {} },
    },
    products: {},
  }
  const portals = [...new Set([...Object.keys(after), ...Object.keys(before)])].map((portal): PortalDiff => {
    const a = before[portal] ?? empty
    const b = after[portal] ?? empty
    const products = diffProducts(a.products, b.products)
    return { portal, products: { ...products, unchanged: products.unchanged + (b.identicalCards ?? 0) }, lookups: diffLookups(a.lookups, b.lookups) }
  })
  const sameAll = portals.every((p) => p.products.added.length + p.products.removed.length + p.products.changed.length === 0 && p.lookups.length === 0)
  return { portals, same: sameAll }
}
