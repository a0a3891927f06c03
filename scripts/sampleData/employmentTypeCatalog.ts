import type { EmploymentType, EmploymentTypesFile } from '../../domain/content/schemas'

// Employment types offered by each portal's forms. One id per type within a portal, so the same
// type keeps its id in every list; the per-vertical lists (docs/requirements/wire-contract.md#lookup-calls) leave out the types
// the vertical's lenders do not accept.

const PH: Record<string, EmploymentType> = {
  private: { EmploymentTypeId: 1, DisplayedName: 'Employed - private' },
  government: { EmploymentTypeId: 2, DisplayedName: 'Government employee' },
  business: { EmploymentTypeId: 3, DisplayedName: 'Self-employed / business owner' },
  professional: { EmploymentTypeId: 4, DisplayedName: 'Professional (doctor, lawyer, engineer...)' },
  ofw: { EmploymentTypeId: 5, DisplayedName: 'OFW (overseas Filipino worker)' },
  seafarer: { EmploymentTypeId: 6, DisplayedName: 'Seafarer' },
  freelancer: { EmploymentTypeId: 7, DisplayedName: 'Freelancer' },
  tnvs: { EmploymentTypeId: 8, DisplayedName: 'TNVS / ride-hailing driver' },
  retired: { EmploymentTypeId: 9, DisplayedName: 'Retired / pensioner' },
  student: { EmploymentTypeId: 10, DisplayedName: 'Student' },
  homemaker: { EmploymentTypeId: 11, DisplayedName: 'Homemaker' },
  unemployed: { EmploymentTypeId: 12, DisplayedName: 'Not employed' },
}

const ID: Record<string, EmploymentType> = {
  private: { EmploymentTypeId: 1, DisplayedName: 'Karyawan swasta' },
  civilServant: { EmploymentTypeId: 2, DisplayedName: 'PNS / ASN' },
  military: { EmploymentTypeId: 3, DisplayedName: 'TNI / Polri' },
  stateCompany: { EmploymentTypeId: 4, DisplayedName: 'Karyawan BUMN' },
  business: { EmploymentTypeId: 5, DisplayedName: 'Wiraswasta / pemilik usaha' },
  professional: { EmploymentTypeId: 6, DisplayedName: 'Profesional (dokter, pengacara, notaris...)' },
  freelancer: { EmploymentTypeId: 7, DisplayedName: 'Pekerja lepas' },
  onlineDriver: { EmploymentTypeId: 8, DisplayedName: 'Mitra pengemudi online' },
  retired: { EmploymentTypeId: 9, DisplayedName: 'Pensiunan' },
  student: { EmploymentTypeId: 10, DisplayedName: 'Pelajar / mahasiswa' },
  homemaker: { EmploymentTypeId: 11, DisplayedName: 'Ibu rumah tangga' },
  unemployed: { EmploymentTypeId: 12, DisplayedName: 'Tidak bekerja' },
}

function pick(types: Record<string, EmploymentType>, keys: string[]): EmploymentType[] {
  return keys.map((key) => {
    const type = types[key]
    if (type === undefined) throw new Error(`Unknown employment type ${key}`)
    return type
  })
}

export const PH_EMPLOYMENT_TYPES: EmploymentTypesFile = {
  general: pick(PH, Object.keys(PH)),
  // personal loans: regular income needed; retirees with a pension still qualify
  '1': pick(PH, ['private', 'government', 'business', 'professional', 'ofw', 'seafarer', 'freelancer', 'retired']),
  // credit cards: students and homemakers only get supplementary cards, so they are left out
  '2': pick(PH, ['private', 'government', 'business', 'professional', 'ofw', 'seafarer', 'freelancer', 'retired']),
  // house loans: long terms, so no retirees; OFWs and seafarers are a large share of buyers
  '6': pick(PH, ['private', 'government', 'business', 'professional', 'ofw', 'seafarer']),
  // car loans: ride-hailing drivers finance their cars too
  '7': pick(PH, ['private', 'government', 'business', 'professional', 'ofw', 'seafarer', 'tnvs']),
}

export const ID_EMPLOYMENT_TYPES: EmploymentTypesFile = {
  general: pick(ID, Object.keys(ID)),
  '1': pick(ID, ['private', 'civilServant', 'military', 'stateCompany', 'business', 'professional', 'freelancer']),
  '2': pick(ID, ['private', 'civilServant', 'military', 'stateCompany', 'business', 'professional', 'freelancer', 'retired']),
  '6': pick(ID, ['private', 'civilServant', 'military', 'stateCompany', 'business', 'professional']),
  '7': pick(ID, ['private', 'civilServant', 'military', 'stateCompany', 'business', 'professional', 'onlineDriver']),
}
