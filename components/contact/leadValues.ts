import type { IsoDate } from '../../domain/dates/isoDate'
import type { LeadFormValues } from '../../domain/leads/leadPayload'
import type { RemarksValues } from '../../domain/leads/remarks'
import type { PortalConfig } from '../../domain/portal'
import { CONTACT_FIELD_IDS, type ContactFieldId } from '../../domain/contact/variantSchema'
import { CONTACT_FIELDS, type ContactFieldDefinition, type ContactValues, type FieldWire } from './contactFields'
import type { ContactSession } from './session'

/** How each modal field goes on the wire: the wire mappings of CONTACT_FIELDS (components/contact/contactFields.ts). */
const DEFINITIONS: Readonly<Record<ContactFieldId, ContactFieldDefinition>> = CONTACT_FIELDS
export const FIELD_WIRE = Object.fromEntries(CONTACT_FIELD_IDS.map((id) => [id, DEFINITIONS[id].wire])) as Record<ContactFieldId, FieldWire>

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
