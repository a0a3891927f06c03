// Vite plugin: takes out of vike's global entry the globs for pages of vike's old design (decision 048).
//
// vike still writes, into the module it generates for each build (`virtual:vike:global-entry:…`), one
// `import.meta.glob` over the whole project per kind of old-design page file ('/**/*.page.client.*',
// '/**/*.page.server.*' …): nine a build. The bundler answers each by walking every folder of the project
// but node_modules and hidden ones, dist/ and build/ included: 220,000 files at 50,000 products a portal,
// about a second a walk, 3.5-4.5 s more for each portal's vike build when a large site was published.
// This project has no old-design page file (its pages are `+` files; a unit test keeps it so), so each
// of those globs matches nothing: the plugin puts an empty object in its place, which is what the glob
// would have given. Anything else in the module, and every other module, is left as it is.
import type { Plugin } from 'vite'

/** vike's global entry, the only module this plugin changes. */
const GLOBAL_ENTRY = 'virtual:vike:global-entry'

/** A glob call of the old design: its patterns all name `.page` files from the project's root. */
const LEGACY_GLOB = /import\.meta\.glob\(\[(?:'!?\/[^']*\*\.page(?:\.(?:client|server|route))?\.[^']*'(?:, )?)+\], \{[^{}]*\}\)/g

/** The module's code without the old design's globs, or null when it has none. */
export function withoutLegacyPageGlobs(code: string): string | null {
  const replaced = code.replace(LEGACY_GLOB, '{}')
  return replaced === code ? null : replaced
}

export function noLegacyPageGlobs(): Plugin {
  return {
    name: 'no-legacy-page-globs',
    // Before vite's own import.meta.glob plugin sees the module.
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes(GLOBAL_ENTRY)) return null
      const replaced = withoutLegacyPageGlobs(code)
      return replaced === null ? null : { code: replaced, map: null }
    },
  }
}
