import { createHash, randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../db/db'

/** How long a login lasts at most, however active (docs/security.md, "Sessions"): 12 hours, in milliseconds. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000
/** A session unused for this long is over (docs/security.md, "Sessions"): 1 hour, in milliseconds. */
export const SESSION_IDLE_MS = 60 * 60 * 1000
/**
 * Name of the session cookie: with the __Host- prefix a browser keeps it only when it is Secure, for
 * the whole host (Path=/) and set by that host alone (no Domain), so no sibling subdomain can plant one.
 */
export const SESSION_COOKIE = '__Host-sid'
/** Name of the session cookie on plain http on loopback in development (docs/security.md), where __Host- cannot be set. */
export const DEV_SESSION_COOKIE = 'sid'

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

/** The user of a session neither expired nor idle for `idleMs`, or null; a session found is marked as used now. */
export async function sessionUser(db: Db, token: string | undefined, idleMs = SESSION_IDLE_MS): Promise<{ id: string; email: string } | null> {
  // A token is 43 base64url characters; anything else cannot be one and costs no query.
  if (token === undefined || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const { rows } = await db.query<{ id: string; email: string }>(
    `UPDATE sessions SET last_seen_at = now() FROM users
     WHERE users.id = sessions.user_id AND sessions.id = $1 AND sessions.expires_at > now()
       AND sessions.last_seen_at > now() - $2::float8 * interval '1 millisecond'
     RETURNING users.id::text AS id, users.email`,
    [tokenDigest(token), idleMs],
  )
  return rows[0] ?? null
}

/** Ends a session (signing out); unknown tokens are ignored. */
export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token === undefined || token === '') return
  await db.query('DELETE FROM sessions WHERE id = $1 OR expires_at < now()', [tokenDigest(token)])
}

/** Ends every session of a user (their password changed: whoever knew the old one is out). */
export async function deleteUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId])
}
