import type { Db } from '../db/db'
import { hashPassword } from './passwords'
import { deleteUserSessions } from './sessions'

/** E-mail addresses are compared without letter case: the same mailbox is one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** A user's id and password hash by e-mail address, or null. */
export async function findUserByEmail(db: Db, email: string): Promise<{ id: string; passwordHash: string } | null> {
  const { rows } = await db.query<{ id: string; password_hash: string }>('SELECT id::text AS id, password_hash FROM users WHERE email = $1', [
    normaliseEmail(email),
  ])
  const row = rows[0]
  return row ? { id: row.id, passwordHash: row.password_hash } : null
}

/**
 * Creates a user, or sets a new password for an existing e-mail address, and ends every session of
 * that user in the same transaction (docs/security.md, "Sessions"); returns the user id.
 */
export async function upsertUser(db: Db, email: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO users (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash RETURNING id::text AS id',
      [normaliseEmail(email), passwordHash],
    )
    const row = rows[0]
    if (!row) throw new Error('The user was not stored')
    await deleteUserSessions(tx, row.id)
    return row.id
  })
}
