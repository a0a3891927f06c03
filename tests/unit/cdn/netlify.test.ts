import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { NOT_SERVED } from '../../../cdn/worker'
import { loadPortals, dataDirFromEnv } from '../../../content/portals'
import { loadVerticalCards } from '../../../content/snapshot'
import { API_PREFIXES } from '../../../domain/apiPaths'
import { formatThousands } from '../../../domain/format/numbers'
import { cardsSpec, facetList, facetRedirect, type FacetList } from '../../../domain/products/facets'
import { checkboxField, CHECKED, facetSlug } from '../../../domain/products/formFields'
import type { ListSpec } from '../../../domain/products/listSpec'
import { redirectsFile } from '../../../scripts/pipeline/cdnFiles'
import { headersFile, headersFor, parseHeadersFile } from '../../../scripts/pipeline/siteFiles'
import { netlifyHeaders, netlifyRules } from './netlifyRules'

// docs/requirements/operations.md#deploying: dist/<portal> deployed unchanged on Netlify. Netlify's own
// parser and matcher (tests/unit/cdn/netlifyRules.ts) read the files the build writes, from the real data.
const API = 'https://api.example.com'

const portals = loadPortals().map((env) => {
  const lists: { list: FacetList; spec: ListSpec }[] = env.config.verticals.map((vertical) => {
    const spec = cardsSpec(loadVerticalCards(dataDirFromEnv(), env.folder, vertical.key))
    return { spec, list: facetList(vertical.path, spec, (digits) => formatThousands(digits, env.config)) }
  })
  return { env, lists }
})

interface FormState {
  provider: string
  checked: string[]
  radios: Record<string, string>
  ranges: Record<string, string>
}

/** The query the no-JavaScript form sends for a state (field order as the form has them; tests/e2e/cdnHost.test.ts takes Chromium's own). */
function formQuery(spec: ListSpec, state: FormState): string {
  const params = new URLSearchParams()
  for (const group of spec.groups) {
    if (group.kind === 'select') params.append(group.id, state.provider)
    else if (group.kind === 'checkbox')
      for (const option of group.options) if (state.checked.includes(checkboxField(group.id, option))) params.append(checkboxField(group.id, option), CHECKED)
    if (group.kind === 'radio') params.append(group.id, state.radios[group.id] ?? '')
    if (group.kind === 'range') params.append(group.id, state.ranges[group.id]!)
  }
  params.append('sort', spec.sorts[0]?.id ?? '')
  return params.toString()
}

function untouched(list: FacetList): FormState {
  return { provider: '', checked: [], radios: {}, ranges: { ...list.form.ranges } }
}

describe.each(portals)('$env.code on Netlify', ({ env, lists }) => {
  const rules = netlifyRules(
    redirectsFile(
      lists.map((item) => item.list),
      API,
    ),
  )

  test("Netlify's parser takes every line of _redirects", async () => {
    expect((await rules).errors).toEqual([])
  })

  test('the filter form without JavaScript: every provider and feature alone lands on its facet page', async () => {
    const netlify = await rules
    let facets = 0
    for (const { list, spec } of lists) {
      for (const facet of list.facets) {
        const state = untouched(list)
        if (facet.name === list.form.select) state.provider = facetSlug(facet.value)
        else state.checked.push(checkboxField(facet.name, facet.value))
        const match = netlify.match(list.path, formQuery(spec, state))
        expect(match, `${list.path} ${facet.name}=${facet.value}`).toMatchObject({ to: facet.path, status: 302, force: true })
        facets += 1
      }
    }
    expect(facets).toBeGreaterThan(100)
  })

  test('any form state: Netlify goes where facetRedirect goes, and otherwise stays on the list', async () => {
    const netlify = await rules
    const withFacets = lists.filter(({ list }) => list.facets.length > 0)
    const state = fc.integer({ min: 0, max: withFacets.length - 1 }).chain((index) => {
      const { list, spec } = withFacets[index]!
      const providers = spec.groups.flatMap((group) => (group.kind === 'select' ? group.options.map(facetSlug) : []))
      const radios = spec.groups.flatMap((group) => (group.kind === 'radio' ? [group] : []))
      return fc.record({
        index: fc.constant(index),
        provider: providers.length === 0 ? fc.constant('') : fc.oneof(fc.constant(''), fc.constantFrom(...providers)),
        checked: list.form.checkboxes.length === 0 ? fc.constant([]) : fc.subarray(list.form.checkboxes, { maxLength: 3 }),
        radios: fc.record(Object.fromEntries(radios.map((group) => [group.id, fc.constantFrom('', ...group.options)]))),
        ranges: fc.record(Object.fromEntries(Object.entries(list.form.ranges).map(([name, shown]) => [name, fc.constantFrom(shown, '1', '')]))),
      })
    })
    fc.assert(
      fc.property(state, ({ index, ...form }) => {
        const { list, spec } = withFacets[index]!
        const query = formQuery(spec, form as FormState)
        const expected = facetRedirect([list], list.path, `?${query}`)
        const match = netlify.match(list.path, query)
        if (expected === null) {
          // The list page itself (its island applies the query): no rule, or a rewrite to the list.
          expect(match === null || (match.status === 200 && match.to === list.path), `${list.path}?${query}: ${JSON.stringify(match)}`).toBe(true)
        } else {
          expect(match, `${list.path}?${query}`).toMatchObject({ to: expected.split('?')[0], status: 302 })
        }
      }),
      { numRuns: 200 },
    )
  })

  test("the lead API's paths are proxied to LEAD_API_ORIGIN, forced; the static lookups are not", async () => {
    const netlify = await rules
    const paths = [
      '/api/CallSchedules/AddCallSchedule',
      '/Account/Login',
      '/Account/IsLoggedIn',
      '/externalredirect',
      '/extern/aub',
      '/get/share',
      '/lookups/getprovince',
      '/sendy/subscribe',
      '/api',
    ]
    for (const path of paths) expect(netlify.match(path, 'a=1'), path).toMatchObject({ to: `${API}${path}`, status: 200, force: true })
    expect(paths.length).toBeGreaterThanOrEqual(API_PREFIXES.length)
    expect(netlify.match('/lookups/provinces.json', '')).toBeNull()
    expect(netlify.match('/credit-cards', '')).toBeNull()
  })

  test('the files of the build that are not pages answer 404, forced over the file', async () => {
    const netlify = await rules
    for (const path of [...NOT_SERVED, ...NOT_SERVED.map((file) => `${file}/`)])
      expect(netlify.match(path, ''), path).toMatchObject({ to: '/404.html', status: 404, force: true })
  })

  test('without LEAD_API_ORIGIN no proxy rule is written', async () => {
    const bare = await netlifyRules(
      redirectsFile(
        lists.map((item) => item.list),
        null,
      ),
    )
    expect(bare.errors).toEqual([])
    expect(bare.match('/api/CallSchedules/AddCallSchedule', '')).toBeNull()
  })

  test("Netlify's header parser reads _headers as npm start's server applies it, one rule a header", async () => {
    const text = headersFile(env.config)
    const netlify = await netlifyHeaders(text)
    expect(netlify.errors).toEqual([])
    const ours = parseHeadersFile(text)
    for (const path of ['/', '/credit-cards', '/assets/chunks/chunk-x.js', '/lookups/provinces.json']) {
      const matching = netlify.headers.filter(
        (rule) => rule.for === '/*' || (rule.for.endsWith('*') ? path.startsWith(rule.for.slice(0, -1)) : rule.for === path),
      )
      const names = matching.flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase()))
      // Netlify joins a header that two rules set: none is.
      expect(new Set(names).size, path).toBe(names.length)
      const theirs = Object.fromEntries(matching.flatMap((rule) => Object.entries(rule.values).map(([name, value]) => [name.toLowerCase(), value])))
      const mine = Object.fromEntries([...headersFor(ours, path).entries()].map(([name, [, value]]) => [name, value]))
      expect(theirs, path).toEqual(mine)
    }
  })
})
