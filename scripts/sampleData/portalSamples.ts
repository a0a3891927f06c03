import type { EmploymentTypesFile } from '../../domain/content/schemas'
import { CKJ_CAR_INSURANCE, CKJ_DEPOSITS, CKJ_HEALTH_INSURANCE, CKJ_TRAVEL_INSURANCE } from './ckjCover'
import { CKJ_BUSINESS_LOANS, CKJ_CARDS, CKJ_CAR_LOANS, CKJ_HOUSE_LOANS, CKJ_PERSONAL_LOANS } from './ckjCredit'
import { ECM_ACCIDENT_INSURANCE, ECM_CAR_INSURANCE, ECM_DEPOSITS, ECM_HEALTH_INSURANCE, ECM_TRAVEL_INSURANCE } from './ecmCover'
import { ECM_CARDS, ECM_CAR_LOANS, ECM_HOUSE_LOANS, ECM_PERSONAL_LOANS } from './ecmCredit'
import { ID_EMPLOYMENT_TYPES, PH_EMPLOYMENT_TYPES } from './employmentTypeCatalog'
import { CKJ_BEST_FOR, ECM_BEST_FOR } from './bestFor'
import type { PortalSamples } from './sampleTypes'
import { ID_VEHICLES, PH_VEHICLES, type MakeCatalog } from './vehicleCatalog'

// The sample inputs of each portal, keyed by the portal's folder (data/portals/{folder}.json): data
// only. scripts/sampleData/generateSampleProducts.ts and scripts/sampleData/generateLookups.ts iterate over the registry and
// take each portal's inputs from here; a portal without an entry stops them, naming it and this file.

/** What the sample generators need of one portal. */
export interface PortalSampleInputs {
  /** Product ids: idBase + vertical id x 100 + n, so the portals' ids stay apart. */
  idBase: number
  /** Provider names of the rows whose products the portal's partners offer, to the partner's code. */
  partnerProviders: Record<string, string>
  /** The hand-written product rows, by contract kind and vertical key. */
  products: PortalSamples
  /** What a card is best for (its bestFor), by slug. */
  bestFor: Readonly<Record<string, string>>
  lookups: {
    /** Reference lists (data/reference, docs/data.md) of the provinces and of the places within them. */
    provinces: string
    places: string
    /** The collation the provinces and places are sorted in. */
    collation: string
    employmentTypes: EmploymentTypesFile
    vehicles: readonly MakeCatalog[]
  }
}

export const PORTAL_SAMPLE_INPUTS: Readonly<Record<string, PortalSampleInputs>> = {
  ecm: {
    idBase: 1000,
    partnerProviders: { AUB: 'aub', RCBC: 'rcbc', 'AXA Philippines': 'axa' },
    bestFor: ECM_BEST_FOR,
    products: {
      cards: { 'credit-cards': ECM_CARDS },
      loans: { 'personal-loans': ECM_PERSONAL_LOANS, 'house-loans': ECM_HOUSE_LOANS, 'car-loans': ECM_CAR_LOANS },
      insurance: {
        'car-insurance': ECM_CAR_INSURANCE,
        'travel-insurance': ECM_TRAVEL_INSURANCE,
        'health-insurance': ECM_HEALTH_INSURANCE,
        'accident-insurance': ECM_ACCIDENT_INSURANCE,
      },
      deposits: { deposits: ECM_DEPOSITS },
    },
    lookups: { provinces: 'ph-provinces.json', places: 'ph-cities.json', collation: 'en', employmentTypes: PH_EMPLOYMENT_TYPES, vehicles: PH_VEHICLES },
  },
  ckj: {
    idBase: 3000,
    partnerProviders: { 'Bank Mega': 'bank-mega', 'CIMB Niaga': 'cimb', 'AXA Mandiri': 'axa' },
    bestFor: CKJ_BEST_FOR,
    products: {
      cards: { 'credit-cards': CKJ_CARDS },
      loans: { 'personal-loans': CKJ_PERSONAL_LOANS, 'house-loans': CKJ_HOUSE_LOANS, 'car-loans': CKJ_CAR_LOANS, 'business-loans': CKJ_BUSINESS_LOANS },
      insurance: { 'car-insurance': CKJ_CAR_INSURANCE, 'travel-insurance': CKJ_TRAVEL_INSURANCE, 'health-insurance': CKJ_HEALTH_INSURANCE },
      deposits: { deposits: CKJ_DEPOSITS },
    },
    lookups: { provinces: 'id-provinces.json', places: 'id-regencies.json', collation: 'id', employmentTypes: ID_EMPLOYMENT_TYPES, vehicles: ID_VEHICLES },
  },
}
