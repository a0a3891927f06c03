import { hash, verify } from '@node-rs/argon2'

// Argon2id with OWASP's minimum recommendation (19 MiB, 2 passes, 1 lane).
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** Hashes a password (Argon2id, PHC string with its own salt). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let dummyHash: Promise<string> | null = null

/**
 * Computes the hash verified for unknown accounts; the lead API calls it at start-up (buildApp), so
 * the first unknown login costs no more than any other (docs/security.md, "Login").
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password')
  return dummyHash
}

/**
 * Whether `password` matches `passwordHash`. With no hash (unknown user) a dummy hash is still
 * verified, so the answer takes as long and does not reveal which e-mail addresses have accounts.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await prepareDummyHash(), password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
