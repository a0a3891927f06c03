import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { EMPTY_LOCATION, ProvinceRegionField, type Location } from '../../../components/fields/ProvinceRegionField'
import { EMPTY_VEHICLE, VehicleField, type Vehicle } from '../../../components/fields/VehicleField'
import { usePortal } from '../../../components/PortalContext'
import { PORTAL_KEYS, renderInPortal } from '../portalHarness'
import { lookupsOf, stubFetch } from './browserStubs'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const TEXTS = { choose: 'Please choose', loading: 'Loading', loadFailed: 'Failed' }

function LocationForm() {
  const portal = usePortal()
  const [value, setValue] = useState<Location>(EMPTY_LOCATION)
  return (
    <>
      <ProvinceRegionField id="loc" portal={portal.code} value={value} onChange={setValue} texts={{ ...TEXTS, province: 'Province', region: 'Region' }} />
      <output data-testid="state">{JSON.stringify(value)}</output>
    </>
  )
}

function VehicleForm() {
  const portal = usePortal()
  const [value, setValue] = useState<Vehicle>(EMPTY_VEHICLE)
  return (
    <>
      <VehicleField id="car" portal={portal.code} value={value} onChange={setValue} texts={{ ...TEXTS, make: 'Make', year: 'Year', model: 'Model' }} />
      <output data-testid="state">{JSON.stringify(value)}</output>
    </>
  )
}

async function optionsOf(label: string): Promise<string[]> {
  const select = await screen.findByLabelText(label)
  await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false))
  return within(select)
    .getAllByRole('option')
    .slice(1)
    .map((option) => (option as HTMLOptionElement).value)
}

describe.each(PORTAL_KEYS)('%s lookup chains', (key) => {
  test('Visitor picks a province, then a region of that province appears and is required to be chosen from its own list', async () => {
    const user = userEvent.setup({ delay: null })
    const fetchMock = stubFetch(key)
    const lookups = lookupsOf(key)
    renderInPortal(key, <LocationForm />)
    expect(screen.queryByLabelText('Region')).toBeNull()
    const provinces = await optionsOf('Province')
    expect(provinces).toEqual(lookups.provinces.map((p) => p.ProvinceId))
    const province = lookups.provinces[0]!
    await user.selectOptions(screen.getByLabelText('Province'), province.ProvinceId)
    const regions = await optionsOf('Region')
    expect(regions).toEqual((lookups.regions[province.ProvinceId] ?? []).map((r) => r.RegionId))
    const region = lookups.regions[province.ProvinceId]![0]!
    await user.selectOptions(screen.getByLabelText('Region'), region.RegionId)
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      provinceId: province.ProvinceId,
      provinceName: province.DisplayedName,
      regionId: region.RegionId,
      regionName: region.DisplayedName,
    })
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/lookups/provinces.json', `/lookups/regions/${province.ProvinceId}.json`])
  })

  test('Visitor picks a make, then a year, then a model; changing the make clears the rest', async () => {
    const user = userEvent.setup({ delay: null })
    stubFetch(key)
    const { vehicles } = lookupsOf(key)
    renderInPortal(key, <VehicleForm />)
    expect(screen.queryByLabelText('Year')).toBeNull()
    expect(screen.queryByLabelText('Model')).toBeNull()
    await optionsOf('Make')
    const make = vehicles.makes[0]!
    await user.selectOptions(screen.getByLabelText('Make'), String(make.VehicleManufacturerId))
    expect(screen.queryByLabelText('Model')).toBeNull()
    const years = await optionsOf('Year')
    expect(years).toEqual((vehicles.years[String(make.VehicleManufacturerId)] ?? []).map(String))
    const year = years[0]!
    await user.selectOptions(screen.getByLabelText('Year'), year)
    const models = await optionsOf('Model')
    const expected = vehicles.models[`${make.VehicleManufacturerId}:${year}`] ?? []
    expect(models).toEqual(expected.map((m) => String(m.VehicleTypeModelId)))
    await user.selectOptions(screen.getByLabelText('Model'), models[0]!)
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      makeId: String(make.VehicleManufacturerId),
      makeName: make.DisplayedName,
      year,
      modelId: String(expected[0]!.VehicleTypeModelId),
      modelName: expected[0]!.DisplayedName,
    })
    const other = vehicles.makes[1]!
    await user.selectOptions(screen.getByLabelText('Make'), String(other.VehicleManufacturerId))
    expect(screen.queryByLabelText('Model')).toBeNull()
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('')
  })

  test('a lookup that fails says so under the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    )
    renderInPortal(key, <LocationForm />)
    await waitFor(() => expect(screen.getByText('Failed')).toBeTruthy())
    expect(screen.getByLabelText('Province').getAttribute('aria-describedby')).toBe('loc-province-hint')
  })
})
