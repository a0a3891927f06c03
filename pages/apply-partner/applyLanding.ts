import type { PortalCode } from '../../domain/portal'

/**
 * The apply landing page of one partner's unsecured loan (SPEC.md §2), per portal: its path, the
 * partner (the portal's first bank) and which of the partner's links it leads to. Read by +route.ts
 * before vite's aliases exist, so it imports nothing but types.
 */
export const APPLY_LANDINGS: Record<PortalCode, { path: string; partner: string; link: string; verticalId: number }> = {
  ECM: { path: '/aub-personal-loan', partner: 'aub', link: 'loan', verticalId: 1 },
  CKJ: { path: '/bank-mega-kta', partner: 'bank-mega', link: 'loan', verticalId: 1 },
}
