import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/db'

/** How long a login lasts: 14 days, in milliseconds. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000
/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid'

// The table keeps a digest of the token: a copy of the database opens no session.
function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Starts a session for a user and returns the cookie token (32 random bytes, base64url). */
export async function createSession(db: Db, userId: string, ttlMs = SESSION_TTL_MS): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.query("INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')", [tokenDigest(token), userId, ttlMs])
  return token
}

/** The user of an unexpired session, or null. */
export async function sessionUser(db: Db, token: string | undefined): Promise<{ id: string; email: string } | null> {
  // A token is 43 base64url characters; anything else cannot be one and costs no query.
  if (token === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const { rows } = await db.query<{ id: string; email: string }>(
    'SELECT users.id::text AS id, users.email FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.id = $1 AND sessions.expires_at > now()',
    [tokenDigest(token)],
  )
  return rows[0] ?? null
}

/** Ends a session (signing out); unknown tokens are ignored. */
export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token === undefined || token === '') return
  await db.query('DELETE FROM sessions WHERE id = $1 OR expires_at < now()', [tokenDigest(token)])
}
