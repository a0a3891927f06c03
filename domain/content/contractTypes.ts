/** Contract types of a card; the wizard link sends it as `type` (docs/requirements/pages-and-portals.md#wizard-links). */
export const CONTRACT_TYPES = ['credit-card', 'loan', 'insurance', 'deposit'] as const
export type ContractType = (typeof CONTRACT_TYPES)[number]
