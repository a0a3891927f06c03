// How the test databases are named (tests/unit/server/serverTestKit.ts), apart from the kit so that the
// browser tests' run can find what its workers left without loading the lead API (tests/e2e/globalSetup.ts).

/** What a test database of `label` is named: a prefix for its PGlite folder and one for its PostgreSQL database. */
export function testDatabaseNames(label: string): { pgliteFolder: string; postgresDatabase: string } {
  if (!/^[a-z0-9_]+$/.test(label)) throw new Error(`A test database label is lower-case letters, digits and _, not ${JSON.stringify(label)}`)
  return { pgliteFolder: `lead-api-${label}-`, postgresDatabase: `lead_api_${label}_` }
}
