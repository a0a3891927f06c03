// Vite plugin: the virtual module 'virtual:portal-contact' maps portal codes to loaders of their
// Contact-Me variants and consent texts ({dataDir}/contact/variants.{folder}.json and
// {dataDir}/consent/{folder}.json), each its own small chunk. A portal's build lists its own portal
// only; the component tests list every portal of data/.
import { join } from 'node:path'
import type { Plugin } from 'vite'
import type { Portal } from './portals.ts'

const ID = 'virtual:portal-contact'
const RESOLVED = `\0${ID}`

/** The plugin for the given portals of `dataDir`. */
export function portalContactPlugin(dataDir: string, portals: readonly Portal[]): Plugin {
  return {
    name: 'portal-contact',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      const entries = portals.map((portal) => {
        const variants = JSON.stringify(join(dataDir, 'contact', `variants.${portal.folder}.json`))
        const consents = JSON.stringify(join(dataDir, 'consent', `${portal.folder}.json`))
        return `  ${JSON.stringify(portal.code)}: { variants: () => import(${variants}).then((m) => m.default), consents: () => import(${consents}).then((m) => m.default) },`
      })
      return `export const contactFiles = {\n${entries.join('\n')}\n}\n`
    },
  }
}
