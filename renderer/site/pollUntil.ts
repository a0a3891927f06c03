/** How often and how many times a check is repeated. */
export interface PollOptions {
  /** Wait between two checks, in ms. */
  intervalMs: number
  /** Checks after the first one. */
  maxRetries: number
}

/** The analytics load check of docs/requirements/wire-contract.md#analytics: every 500 ms, at most 5 retries. */
export const TAG_MANAGER_POLL: PollOptions = { intervalMs: 500, maxRetries: 5 }

/**
 * Resolves true as soon as `check` passes (checked now, then after each interval), false once the
 * retries are spent. `schedule` is setTimeout, replaceable in tests.
 */
export function pollUntil(
  check: () => boolean,
  { intervalMs, maxRetries }: PollOptions,
  schedule: (fn: () => void, ms: number) => unknown = setTimeout,
): Promise<boolean> {
  return new Promise((resolve) => {
    let retries = 0
    const attempt = () => {
      if (check()) return resolve(true)
      if (retries >= maxRetries) return resolve(false)
      retries += 1
      schedule(attempt, intervalMs)
    }
    attempt()
  })
}
