// What '#portal-messages' is in the component project (vitest.config.ts): ECM's messages, read from
// their parts, so the tests never depend on a generated catalogue.
import { readMessages } from '../../content/messages'

export default readMessages('data', 'en-PH')
