// https://vike.dev/prerender: only a portal whose config has paths.birthdayForm offers it (ECM, docs/requirements/forms-and-leads.md#birthday-dropdowns).
import { offers } from '../portalPaths'

export default offers('birthdayForm')
