// The snapshot's schemas check values and change none: no transformation in a pipe, no default for a
// missing field. content/snapshot.ts relies on it twice: loadSnapshot takes a checked file's parsed JSON
// as its typed value without parsing it again, and comparableSnapshots compares files unchecked.
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { loadSnapshot, readSnapshotFiles } from '../../../content/snapshot'
import { LOOKUP_FILES, ProductsFileSchema } from '../../../domain/content/schemas'

type Node = Record<string, unknown>

const isSchema = (value: unknown): value is Node => typeof value === 'object' && value !== null && (value as Node).kind === 'schema'

/** Every place in a valibot schema that would change a value: a transformation action, or a default. */
function valueChanges(schema: Node, at = '$'): string[] {
  const found: string[] = []
  if ('default' in schema && schema.default !== undefined) found.push(`${at}: a default`)
  const pipe = Array.isArray(schema.pipe) ? (schema.pipe as Node[]) : []
  for (const action of pipe.slice(1)) if (action.kind === 'transformation') found.push(`${at}: the transformation ${String(action.type)}`)
  const children: [string, unknown][] = [
    ...Object.entries((schema.entries as Record<string, unknown> | undefined) ?? {}).map(([key, child]): [string, unknown] => [`${at}.${key}`, child]),
    [`${at}[]`, schema.item],
    [at, schema.wrapped],
    [`${at}{key}`, schema.key],
    [`${at}{}`, schema.value],
    [`${at}...`, schema.rest],
    ...(Array.isArray(schema.options) ? schema.options.map((option, i): [string, unknown] => [`${at}|${i}`, option]) : []),
    ...(Array.isArray(schema.items) ? schema.items.map((item, i): [string, unknown] => [`${at}[${i}]`, item]) : []),
  ]
  for (const [path, child] of children) if (isSchema(child)) found.push(...valueChanges(child, path))
  return found
}

describe('the snapshot schemas change no value', () => {
  test('the search finds a transformation and a default wherever they are nested (so the test below can fail)', () => {
    const planted = v.array(
      v.strictObject({
        name: v.pipe(v.string(), v.trim()),
        fee: v.optional(v.number(), 0),
        tags: v.record(v.string(), v.union([v.string(), v.pipe(v.number(), v.toMinValue(1))])),
      }),
    )
    expect(valueChanges(planted as unknown as Node)).toEqual([
      '$[].name: the transformation trim',
      '$[].fee: a default',
      '$[].tags{}|1: the transformation to_min_value',
    ])
  })

  test('the product file and every lookup file schema', () => {
    const schemas = { products: ProductsFileSchema, ...LOOKUP_FILES }
    expect(Object.entries(schemas).flatMap(([name, schema]) => valueChanges(schema as unknown as Node).map((change) => `${name} ${change}`))).toEqual([])
  })

  test("loadSnapshot's cards are the files' parsed JSON, and parsing them again gives the same", async () => {
    const { files } = await readSnapshotFiles('data')
    const snapshot = await loadSnapshot('data')
    const cards = snapshot.ecm!.products['credit-cards']!
    expect(cards).toEqual(files['products/ecm/credit-cards.json'])
    expect(v.parse(ProductsFileSchema, cards)).toEqual(cards)
  })
})
