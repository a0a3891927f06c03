import { pathToFileURL } from 'node:url'

/**
 * Whether the module whose `import.meta.url` is given is the script node was started with (`tsx
 * scripts/build.ts`), rather than imported by another module or a test. The one "run as main" check
 * of the command-line entry points.
 */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1]
  // pathToFileURL, not `file://${entry}`: a path with a space or a '#' is escaped in the module's URL.
  return entry !== undefined && moduleUrl === pathToFileURL(entry).href
}
