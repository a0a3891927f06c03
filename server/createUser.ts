// Creates a login for the /Account pages: tsx server/createUser.ts email password
// Uses the same database settings as the server (DATABASE_URL, or PGlite in PGLITE_DIR).
import { isEmail } from '../domain/validation/checks'
import type { Db } from './db/db'
import { dbConfigFromEnv, describeDb, openDb } from './db/openDb'
import { upsertUser } from './auth/users'
import { isMain } from './isMain'

/** Shortest password accepted, in characters. */
export const MIN_PASSWORD_LENGTH = 8
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
  const [email, password] = args
  if (email === undefined || password === undefined || args.length !== 2) {
    console.error('Usage: tsx server/createUser.ts email password')
    return 2
  }
  const config = dbConfigFromEnv()
  let db: Db
  try {
    db = await openDb(config)
  } catch (error) {
    console.error(`Cannot open the database (${describeDb(config)}): ${(error as Error).message}`)
    return 1
  }
  try {
    const id = await createUser(db, email, password)
    console.log(`User ${email.trim().toLowerCase()} saved (id ${id}) in ${describeDb(config)}.`)
    return 0
  } catch (error) {
    console.error((error as Error).message)
    return 2
  } finally {
    await db.close()
  }
}

if (isMain(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    },
  )
}
