import { createHmac, randomBytes } from 'node:crypto'

// The server secret (SERVER_SECRET, docs/api.md; docs/security.md "Limits"): the key of the digests the
// database keeps of what a client typed or where it came from (the account of a failed login, the
// network a lead came from). A keyed digest (HMAC-SHA256) cannot be reversed by hashing guesses: a copy
// of the tables without the secret does not tell which e-mail addresses were tried.

/** Fewest characters of a SERVER_SECRET (`openssl rand -hex 32` gives 64). */
export const SERVER_SECRET_MIN_LENGTH = 32

let generated: string | undefined

/**
 * This process's own secret, made at its first use and never written anywhere: the secret of an API
 * without SERVER_SECRET (development, tests). Every app of one process shares it, so a restart of the
 * app inside a test keeps its counters; a new process starts them afresh.
 */
export function processSecret(): string {
  generated ??= randomBytes(32).toString('hex')
  return generated
}

/**
 * SERVER_SECRET, checked: at least SERVER_SECRET_MIN_LENGTH characters. Unset, it is refused where
 * `required` (production: server/main.ts), else this process's own secret is used.
 */
export function serverSecretFromEnv(value: string | undefined, required: boolean): { secret: string; generated: boolean } {
  const text = value?.trim() ?? ''
  if (text === '') {
    if (required) {
      throw new Error(
        'SERVER_SECRET is not set: a production API needs its own secret, the same for every instance on one database (e.g. `openssl rand -hex 32`, from the secret store)',
      )
    }
    return { secret: processSecret(), generated: true }
  }
  if (text.length < SERVER_SECRET_MIN_LENGTH) {
    throw new Error(`SERVER_SECRET must be at least ${SERVER_SECRET_MIN_LENGTH} characters (it has ${text.length}): make one with \`openssl rand -hex 32\``)
  }
  return { secret: text, generated: false }
}

/** The HMAC-SHA256 (hex) of `value` under the secret, for one purpose: digests of two purposes never match. */
export function keyedDigest(secret: string, purpose: 'login-account' | 'lead-client', value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('hex')
}
