// https://vike.dev/prerender: only a portal whose config has paths.incomeForm offers it.
import { offers } from '../portalPaths'

export default offers('incomeForm')
