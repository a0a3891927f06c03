// renderer/site/arrival.ts imports single fields of '#portal-config' by name: vite inlines them and
// drops the rest of the portal's JSON. Only that lazily loaded module may import it: a field imported
// by the first script would pull the shared JSON module into every page.
declare module '#portal-config' {
  type PortalConfig = import('../../domain/portal').PortalConfig
  export const code: PortalConfig['code']
  export const newsletter: PortalConfig['newsletter']
  export const verticals: PortalConfig['verticals']
}
