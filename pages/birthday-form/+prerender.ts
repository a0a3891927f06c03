// https://vike.dev/prerender: only a portal whose config has paths.birthdayForm offers it (ECM, SPEC.md §2).
import { offers } from '../portalPaths'

export default offers('birthdayForm')
