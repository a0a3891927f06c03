import { combineBirthdate } from '../../domain/dates/birthday'
import { toMonthDayYear, type IsoDate } from '../../domain/dates/isoDate'
import { stripSeparators } from '../../domain/format/numbers'
import type { LeadFormValues } from '../../domain/leads/leadPayload'
import type { RemarksValues } from '../../domain/leads/remarks'
import { genderOfTitle } from '../../domain/leads/title'
import { cardHolderTenureThreshold } from '../../domain/partners/completion'
import type { PortalConfig } from '../../domain/portal'
import type { ContactValues } from './contactValues'
import type { ContactSession } from './session'

/** Remarks NumberOfCreditCards values for the four answers (docs/requirements/forms-and-leads.md#loan-answers: 0, 1, 2, more than 2). */
export const NUMBER_OF_CARDS_REMARK: Record<Exclude<ContactValues['numberOfCards'], ''>, string> = {
  '0': '0',
  '1': '1',
  '2': '2',
  'more-than-2': '>2',
}

/**
 * The lead's answers from the modal's values: only the fields the session asks and shows are read
 * (hidden conditional fields are not sent). The gender comes from the title the visitor chose (the
 * wire title is the builder's). Remarks carry the extra answers of docs/requirements/wire-contract.md#remarks; the
 * existing-insurance expiry is today's date when the answer is No (docs/requirements/forms-and-leads.md#conditional-fields), dates as MM/DD/YYYY.
 */
export function toLeadFormValues(values: ContactValues, session: ContactSession, portal: PortalConfig, today: IsoDate): LeadFormValues {
  const asks = (id: ContactSession['fields'][number]) => session.fields.includes(id)
  const gender = asks('title') ? genderOfTitle(portal, values.title) : null
  const remarks: RemarksValues = {
    Company: session.company,
    Product: session.productName,
  }
  if (asks('location')) {
    Object.assign(remarks, {
      Province: values.location.provinceName,
      ProvinceId: values.location.provinceId,
      City: values.location.regionName,
      RegionId: values.location.regionId,
    })
  }
  if (asks('employmentType')) Object.assign(remarks, { Occupation: values.employmentTypeName, EmploymentTypeId: values.employmentTypeId })
  if (asks('numberOfCards') && values.numberOfCards !== '') remarks.NumberOfCreditCards = NUMBER_OF_CARDS_REMARK[values.numberOfCards]
  if (asks('loanAmount')) remarks.LoanAmount = stripSeparators(values.loanAmount)
  if (asks('vehicle')) {
    Object.assign(remarks, {
      VehicleManufacturer: values.vehicle.makeName,
      VehicleManufacturerId: values.vehicle.makeId,
      ManufacturingYear: values.vehicle.year,
      VehicleModel: values.vehicle.modelName,
      VehicleModelId: values.vehicle.modelId,
    })
  }
  if (asks('existingInsurance') && values.existingInsurance !== '') {
    const expiry = values.existingInsurance === 'yes' && values.policyExpiry !== '' ? values.policyExpiry : today
    remarks.CarInsurancePolicyExpiring = toMonthDayYear(expiry)
  }
  if (asks('countryWorkIn')) remarks.CountryWorkIn = values.countryWorkIn
  if (asks('platform')) remarks.Platform = values.platform
  if (asks('policyNumber')) remarks.PolicyNumber = values.policyNumber
  if (asks('destination')) remarks.Destination = values.destination
  const window = session.windows.find((item) => item.id === values.callWindow)
  const tenor = Number(values.tenor)
  return {
    affiliateGuid: session.request.affiliate ?? session.partner?.affiliateGuid,
    verticalId: session.verticalId,
    firstName: values.firstName,
    middleName: asks('middleName') ? values.middleName : undefined,
    lastName: values.lastName,
    gender: gender ?? undefined,
    mobilePhoneNumber: values.mobilePhoneNumber,
    telephoneNumber: asks('telephoneNumber') ? values.telephoneNumber : undefined,
    email: values.email,
    callWindow: window,
    tenorMonths: asks('tenor') && values.tenor !== '' && Number.isInteger(tenor) ? tenor : undefined,
    cardHolder:
      asks('cardHolder') && values.cardHolder !== ''
        ? {
            holds: values.cardHolder === 'yes',
            heldAtLeastThreshold: values.cardHolderTenure === '' ? undefined : values.cardHolderTenure === 'at-least',
            thresholdMonths: cardHolderTenureThreshold(session.verticalId),
          }
        : undefined,
    npwpOwnership: asks('npwpOwnership') && values.npwpOwnership !== '' ? values.npwpOwnership === 'yes' : undefined,
    typedIncome: session.variant.typedIncome === true,
    birthdate: asks('birthday') ? combineBirthdate(values.birthday.month, values.birthday.day, values.birthday.year) || undefined : undefined,
    monthlyIncome: asks('monthlyIncome') ? values.monthlyIncome : undefined,
    grossAnnualIncome: asks('grossAnnualIncome') ? values.grossAnnualIncome : undefined,
    remarks,
  }
}
