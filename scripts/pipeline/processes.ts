// Whether a process still runs, for the folders the build and a publish name after the process that
// owns them (decisions 024, 034): a folder whose process has ended is left over.

/** Whether the process `pid` runs (one of another user counts: it cannot be signalled, but it is there). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
