import { combineBirthdate } from '../../domain/dates/birthday'
import { toMonthDayYear, type IsoDate } from '../../domain/dates/isoDate'
import { stripSeparators } from '../../domain/format/numbers'
import type { LeadFormValues } from '../../domain/leads/leadPayload'
import type { RemarksValues } from '../../domain/leads/remarks'
import { genderOfTitle } from '../../domain/leads/title'
import { cardHolderTenureThreshold } from '../../domain/partners/completion'
import type { PortalConfig } from '../../domain/portal'
import type { ContactFieldId } from '../../domain/contact/variantSchema'
import type { ContactValues } from './contactValues'
import type { ContactSession } from './session'

/** Remarks NumberOfCreditCards values for the four answers (docs/requirements/forms-and-leads.md#loan-answers: 0, 1, 2, more than 2). */
export const NUMBER_OF_CARDS_REMARK: Record<Exclude<ContactValues['numberOfCards'], ''>, string> = {
  '0': '0',
  '1': '1',
  '2': '2',
  'more-than-2': '>2',
}

/** What the wire mapping of a field reads beside the values. */
interface WireInput {
  session: ContactSession
  portal: PortalConfig
  today: IsoDate
}

/** What one asked field adds to the lead: top-level answers and Remarks keys. */
interface FieldAnswer {
  lead?: Partial<LeadFormValues>
  remarks?: RemarksValues
}

type FieldWire = (values: ContactValues, input: WireInput) => FieldAnswer

const lead = (answer: Partial<LeadFormValues>): FieldAnswer => ({ lead: answer })
const remark = (answer: RemarksValues): FieldAnswer => ({ remarks: answer })

/**
 * How each modal field goes on the wire (docs/contributing.md "Add a modal field"): its answers as
 * lead values (the builder makes the body) and Remarks keys of docs/requirements/wire-contract.md#remarks. One entry per field id:
 * a field without one does not compile, so an answer cannot be dropped silently. The
 * existing-insurance expiry is today's date when the answer is No (docs/requirements/forms-and-leads.md#conditional-fields), dates as MM/DD/YYYY.
 */
export const FIELD_WIRE = {
  // The gender comes from the title the visitor chose (the wire title is the builder's).
  title: (values, { portal }) => lead({ gender: genderOfTitle(portal, values.title) ?? undefined }),
  firstName: (values) => lead({ firstName: values.firstName }),
  middleName: (values) => lead({ middleName: values.middleName }),
  lastName: (values) => lead({ lastName: values.lastName }),
  birthday: (values) => lead({ birthdate: combineBirthdate(values.birthday.month, values.birthday.day, values.birthday.year) || undefined }),
  mobilePhoneNumber: (values) => lead({ mobilePhoneNumber: values.mobilePhoneNumber }),
  telephoneNumber: (values) => lead({ telephoneNumber: values.telephoneNumber }),
  email: (values) => lead({ email: values.email }),
  monthlyIncome: (values) => lead({ monthlyIncome: values.monthlyIncome }),
  grossAnnualIncome: (values) => lead({ grossAnnualIncome: values.grossAnnualIncome }),
  location: ({ location }) =>
    remark({ Province: location.provinceName, ProvinceId: location.provinceId, City: location.regionName, RegionId: location.regionId }),
  employmentType: (values) => remark({ Occupation: values.employmentTypeName, EmploymentTypeId: values.employmentTypeId }),
  cardHolder: (values, { session }) =>
    lead({
      cardHolder:
        values.cardHolder === ''
          ? undefined
          : {
              holds: values.cardHolder === 'yes',
              heldAtLeastThreshold: values.cardHolderTenure === '' ? undefined : values.cardHolderTenure === 'at-least',
              thresholdMonths: cardHolderTenureThreshold(session.verticalId),
            },
    }),
  // Asked only after a Yes (decision 053): a visitor with no card holds none, which the live form sent as "0".
  numberOfCards: (values) =>
    values.cardHolder === 'no'
      ? remark({ NumberOfCreditCards: NUMBER_OF_CARDS_REMARK['0'] })
      : values.numberOfCards === ''
        ? {}
        : remark({ NumberOfCreditCards: NUMBER_OF_CARDS_REMARK[values.numberOfCards] }),
  loanAmount: (values) => remark({ LoanAmount: stripSeparators(values.loanAmount) }),
  tenor: (values) => {
    const tenor = Number(values.tenor)
    return lead({ tenorMonths: values.tenor !== '' && Number.isInteger(tenor) ? tenor : undefined })
  },
  npwpOwnership: (values) => lead({ npwpOwnership: values.npwpOwnership === '' ? undefined : values.npwpOwnership === 'yes' }),
  vehicle: ({ vehicle }) =>
    remark({
      VehicleManufacturer: vehicle.makeName,
      VehicleManufacturerId: vehicle.makeId,
      ManufacturingYear: vehicle.year,
      VehicleModel: vehicle.modelName,
      VehicleModelId: vehicle.modelId,
    }),
  existingInsurance: (values, { today }) => {
    if (values.existingInsurance === '') return {}
    const expiry = values.existingInsurance === 'yes' && values.policyExpiry !== '' ? values.policyExpiry : today
    return remark({ CarInsurancePolicyExpiring: toMonthDayYear(expiry) })
  },
  countryWorkIn: (values) => remark({ CountryWorkIn: values.countryWorkIn }),
  platform: (values) => remark({ Platform: values.platform }),
  policyNumber: (values) => remark({ PolicyNumber: values.policyNumber }),
  destination: (values) => remark({ Destination: values.destination }),
  callWindow: (values, { session }) => lead({ callWindow: session.windows.find((item) => item.id === values.callWindow) }),
} as const satisfies Record<ContactFieldId, FieldWire>

/**
 * The lead's answers from the modal's values: only the fields the session asks are read (hidden
 * conditional fields are not sent), each by its FIELD_WIRE entry.
 */
export function toLeadFormValues(values: ContactValues, session: ContactSession, portal: PortalConfig, today: IsoDate): LeadFormValues {
  const remarks: RemarksValues = { Company: session.company, Product: session.productName }
  const answers: Partial<LeadFormValues> = {}
  for (const id of session.fields) {
    const answer = FIELD_WIRE[id](values, { session, portal, today })
    Object.assign(answers, answer.lead)
    Object.assign(remarks, answer.remarks)
  }
  return {
    firstName: '',
    lastName: '',
    email: '',
    ...answers,
    affiliateGuid: session.request.affiliate ?? session.partner?.affiliateGuid,
    verticalId: session.verticalId,
    typedIncome: session.variant.typedIncome === true,
    remarks,
  }
}
