import type { PortalCode } from '../portal'

/**
 * Paths of the birthday form and the income form (SPEC.md §2 does not show them), per portal; null
 * where the portal has no such page (the birthday form is ECM only). Read by the pages' route files
 * before vite's aliases exist, so this module imports nothing but types.
 */
export const FORM_PATHS: Readonly<Record<'birthday' | 'income', Readonly<Record<PortalCode, string | null>>>> = {
  birthday: { ECM: '/birthday-promo', CKJ: null },
  income: { ECM: '/ofw-income', CKJ: '/penghasilan' },
}
