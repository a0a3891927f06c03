import { pathToFileURL } from 'node:url'

/**
 * Whether the module whose `import.meta.url` is given is the script node was started with (`tsx
 * scripts/pipeline/build.ts`), rather than imported by another module or a test. The one "run as main" check
 * of the command-line entry points.
 */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1]
  // pathToFileURL, not `file://${entry}`: a path with a space or a '#' is escaped in the module's URL.
  return entry !== undefined && moduleUrl === pathToFileURL(entry).href
}

/**
 * Runs a command's `main` when its module is the one node was started with: the exit code it returns,
 * or 1 with the error's message on one line when it throws (no stack trace for an operator).
 */
export function runIfMain(moduleUrl: string, main: (args: string[]) => Promise<number>): void {
  if (!isMain(moduleUrl)) return
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    },
  )
}
