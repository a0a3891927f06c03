// Creates a login for the /Account pages: tsx server/createUser.ts email  (the password is read from
// standard input, never from the command line, where other users and the shell history would see it:
// docs/security.md). Uses the same database settings as the server (DATABASE_URL, or PGlite in PGLITE_DIR).
import { text } from 'node:stream/consumers'
import { isEmail } from '../domain/validation/checks'
import type { Db } from './db/db'
import { withConfiguredDb } from './db/openDb'
import { upsertUser } from './auth/users'
import { runIfMain } from './isMain'

/** Shortest password accepted, in characters (docs/security.md, "Login"). */
const MIN_PASSWORD_LENGTH = 12
const MAX_PASSWORD_LENGTH = 256

/** Creates a user (or sets the password of an existing e-mail address) and returns the user id. */
export async function createUser(db: Db, email: string, password: string): Promise<string> {
  if (!isEmail(email.trim())) throw new Error(`Not an e-mail address: ${email}`)
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new Error(`The password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`)
  }
  return upsertUser(db, email, password)
}

async function main(args: string[]): Promise<number> {
  const [email] = args
  if (email === undefined || args.length !== 1) {
    console.error('Usage: tsx server/createUser.ts email   (the password on standard input: its first line)')
    return 2
  }
  if (process.stdin.isTTY) console.error('Password (then Enter, then Ctrl+D):')
  // The first line of standard input, without its line ending.
  const password = (await text(process.stdin)).split(/\r?\n/)[0] ?? ''
  return withConfiguredDb(async (db, where) => {
    try {
      const id = await createUser(db, email, password)
      console.log(`User ${email.trim().toLowerCase()} saved (id ${id}) in ${where}.`)
      return 0
    } catch (error) {
      console.error((error as Error).message)
      return 2
    }
  })
}

runIfMain(import.meta.url, main)
