// '#portal-config' and '#portal-messages' are resolved per build (vite.config.ts) to one portal's files.
declare module '#portal-config' {
  const config: unknown
  export default config
}
declare module '#portal-messages' {
  const messages: Record<string, string>
  export default messages
}
declare module 'virtual:portal-contact' {
  /** Loaders of each listed portal's Contact-Me variants and consent texts (content/portalDataPlugin.ts). */
  export const contactFiles: Record<string, { variants: () => Promise<unknown>; consents: () => Promise<unknown> } | undefined>
}
declare module 'virtual:island-messages' {
  /** The messages an island can ask for (content/islandMessagesPlugin.ts); the whole catalogue outside the client build. */
  export function messagesOf(island: string): Promise<Record<string, string>>
}
declare module '#portal-trust' {
  /** The portal's data/content/{folder}/trust.json (decision 067); checked at build by scripts/pipeline/checkAll.ts. */
  const trust: unknown
  export default trust
}
