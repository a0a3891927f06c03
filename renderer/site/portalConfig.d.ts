// The site runtime imports single fields of '#portal-config' by name: vite inlines them and drops the
// rest of the portal's JSON, which keeps the script every page loads small.
declare module '#portal-config' {
  type PortalConfig = import('../../domain/portal').PortalConfig
  export const code: PortalConfig['code']
  export const storeClientIp: PortalConfig['storeClientIp']
  export const analytics: PortalConfig['analytics']
  export const share: PortalConfig['share']
  export const newsletter: PortalConfig['newsletter']
  export const verticals: PortalConfig['verticals']
}
