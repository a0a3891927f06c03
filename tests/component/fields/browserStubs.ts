import { vi } from 'vitest'
import ecmProvinces from '../../../data/lookups/ecm/provinces.json'
import ckjProvinces from '../../../data/lookups/ckj/provinces.json'
import ecmRegions from '../../../data/lookups/ecm/regions.json'
import ckjRegions from '../../../data/lookups/ckj/regions.json'
import ecmEmployment from '../../../data/lookups/ecm/employmentTypes.json'
import ckjEmployment from '../../../data/lookups/ckj/employmentTypes.json'
import ecmVehicles from '../../../data/lookups/ecm/vehicles.json'
import ckjVehicles from '../../../data/lookups/ckj/vehicles.json'
import { lookupFiles } from '../../../scripts/pipeline/lookupFiles'
import type { PortalLookups } from '../../../domain/content/schemas'
import type { PortalKey } from '../portalHarness'

const LOOKUPS: Record<PortalKey, PortalLookups> = {
  ecm: { provinces: ecmProvinces, regions: ecmRegions, employmentTypes: ecmEmployment, vehicles: ecmVehicles } as unknown as PortalLookups,
  ckj: { provinces: ckjProvinces, regions: ckjRegions, employmentTypes: ckjEmployment, vehicles: ckjVehicles } as unknown as PortalLookups,
}

/** The snapshot's lookups of a portal, as the static files the build emits (path to JSON). */
export function lookupFileMap(key: PortalKey): Map<string, unknown> {
  return new Map(lookupFiles(LOOKUPS[key]).map((file) => [file.path, file.json]))
}

export function lookupsOf(key: PortalKey): PortalLookups {
  return LOOKUPS[key]
}

/** A fetch answering the portal's static lookup files; anything else goes to `other` (404 without it). */
export function stubFetch(key: PortalKey, other?: (url: string, init?: RequestInit) => Promise<Response>) {
  const files = lookupFileMap(key)
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = url.replace(/^https?:\/\/[^/]+/, '')
    if (files.has(path)) return new Response(JSON.stringify(files.get(path)), { status: 200, headers: { 'content-type': 'application/json' } })
    if (other) return other(url, init)
    return new Response('not found', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/**
 * jsdom has no HTMLDialogElement.showModal/close: these stand-ins open and close the dialog and fire
 * 'close' as a browser does (the browser behaviour itself is covered by the e2e tests).
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean }
  if (proto.__polyfilled) return
  proto.__polyfilled = true
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
