// Vitest set-up (unit and component projects): registers every portal of data/ (content/portals.ts), so
// the domain functions that take a portal code ('ECM', 'CKJ') know them, as a built page knows its own.
import { join } from 'node:path'
import { loadPortals } from '../content/portals'

loadPortals(join(process.cwd(), 'data'))
