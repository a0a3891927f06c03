// Issue 18, item 4: with a large catalogue a list page carries one page of cards (24) and links to
// crawlable further pages; the build's page loop writes them (checked against vike's first pages byte
// for byte). Built here from data/ with each portal's credit cards cloned to 60 (the other verticals cut
// to three cards), served as a CDN would serve it, and opened in Chromium.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadPortals } from '../../content/portals'
import type { ProductCard } from '../../domain/content/schemas'
import { INDEX_MIN_CARDS } from '../../domain/products/filterIndex'
import { createPortalServer, listen } from '../../scripts/servers/serve'
import { servesAuditTools, withAuditTools } from './auditTools'
import { axeViolations, hydrated, openPage, PORTALS, site, type PortalKey } from './harness'
import { pageFile } from '../../scripts/pipeline/sitePages'

const CARDS = 60
const OTHER_CARDS = 3
const INDEXED_VERTICAL = 'personal-loans'
// 603 ECM cards in all (60 + 522 + 7 x 3): with the two removed below, still "600" on the home page, whose
// rounded count would otherwise make the next build a whole one (decision 024).
const INDEXED_CARDS = INDEX_MIN_CARDS + 22
let work: string
const origins = {} as Record<PortalKey, string>
const servers: Server[] = []
const listPath = {} as Record<PortalKey, string>

function build(env: Record<string, string>, args: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', 'pipeline', 'build.ts'), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`The build failed:\n${output}`))))
  })
}

/** Every file of a folder with the hash of its bytes. */
function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) {
      const file = join(entry.parentPath, entry.name)
      files[relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex')
    }
  return files
}

/** `count` cards: the given ones, then copies of them with new ids from `firstId` and new slugs and names. */
function clones(cards: ProductCard[], count: number, firstId: number): ProductCard[] {
  return Array.from({ length: count }, (_, i) => {
    const base = cards[i % cards.length]!
    return i < cards.length ? base : { ...base, id: firstId + i, slug: `${base.slug}-${i}`, name: `${base.name} ${i}` }
  })
}

function html(portal: PortalKey, path: string): string {
  return readFileSync(pageFile(join(work, 'dist', portal), path), 'utf8')
}

function cardIds(page: string): number[] {
  return [...page.matchAll(/<li class="product-card" id="p(\d+)"/g)].map((match) => Number(match[1]))
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'list-pages-'))
  const dataDir = join(work, 'data')
  cpSync('data', dataDir, { recursive: true })
  for (const portal of loadPortals(dataDir)) {
    const vertical = portal.config.verticals.find((item) => item.key === 'credit-cards')!
    listPath[portal.folder as PortalKey] = vertical.path
    // Every other vertical keeps OTHER_CARDS cards (the copy's config asks for no more, docs/data.md): no
    // test looks at their pages, which vike and the loop would otherwise render for nothing (decision 038).
    const config = JSON.parse(readFileSync(portal.configFile, 'utf8')) as Record<string, unknown>
    writeFileSync(portal.configFile, JSON.stringify({ ...config, minCardsPerVertical: OTHER_CARDS }, null, 2))
    for (const other of portal.config.verticals.filter((item) => item !== vertical)) {
      const otherFile = join(dataDir, 'products', portal.folder, `${other.key}.json`)
      const otherCards = JSON.parse(readFileSync(otherFile, 'utf8')) as ProductCard[]
      // ECM's personal loans long enough for a filter index, its cards in blocks (decisions 035, 050):
      // the update in place below changes and removes cards of it too.
      const indexed = portal.folder === 'ecm' && other.key === INDEXED_VERTICAL
      writeFileSync(otherFile, JSON.stringify(indexed ? clones(otherCards, INDEXED_CARDS, 9_000_000) : otherCards.slice(0, OTHER_CARDS)))
    }
    const file = join(dataDir, 'products', portal.folder, 'credit-cards.json')
    const cards = JSON.parse(readFileSync(file, 'utf8')) as ProductCard[]
    writeFileSync(file, JSON.stringify(clones(cards, CARDS, 8_000_000)))
  }
  const output = await build({ DATA_DIR: dataDir, DIST_DIR: join(work, 'dist') })
  expect(output).toMatch(/identical to vike's/)
  const { api } = await site()
  const apiOrigin = (await api()).origin
  for (const portal of PORTALS) {
    const server = withAuditTools(createPortalServer({ siteDir: join(work, 'dist', portal), apiOrigin }))
    servers.push(server)
    origins[portal] = await listen(server, 0)
    servesAuditTools(origins[portal])
  }
}, 600_000)

afterAll(async () => {
  // A connection Chromium keeps open would hold close() until it times out.
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
})

describe.each(PORTALS)('%s: a list of 60 cards on three pages', (portal) => {
  test('24, 24 and 12 cards; every card on exactly one page; no fourth page', () => {
    const base = listPath[portal]
    const pages = [base, `${base}/page/2`, `${base}/page/3`].map((path) => cardIds(html(portal, path)))
    expect(pages.map((ids) => ids.length)).toEqual([24, 24, 12])
    expect(new Set(pages.flat()).size).toBe(CARDS)
    expect(existsSync(pageFile(join(work, 'dist', portal), `${base}/page/4`))).toBe(false)
    // The cards and the list's own JSON agree: the filter island works over that file.
    const json = JSON.parse(readFileSync(join(work, 'dist', portal, 'data', 'products', 'credit-cards.json'), 'utf8')) as ProductCard[]
    expect(new Set(json.map((card) => card.id))).toEqual(new Set(pages.flat()))
  })

  test('the further pages are in the sitemap, each its own canonical, linked with rel prev and next', () => {
    const base = listPath[portal]
    const sitemap = readFileSync(join(work, 'dist', portal, 'sitemap.xml'), 'utf8')
    for (const path of [`${base}/page/2`, `${base}/page/3`]) expect(sitemap).toContain(`${path}</loc>`)
    const second = html(portal, `${base}/page/2`)
    expect(second).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${base}/page/2">`))
    expect(second).toContain(`<a href="${base}" rel="prev">`)
    expect(second).toContain(`<a href="${base}/page/3" rel="next">`)
    // A facet list longer than a page is paged too.
    const facets = JSON.parse(readFileSync(join(work, 'dist', portal, '_facets.json'), 'utf8')) as { path: string; facets: { path: string }[] }[]
    const paged = facets.flatMap((list) => list.facets).filter((facet) => existsSync(pageFile(join(work, 'dist', portal), `${facet.path}/page/2`)))
    expect(paged.length).toBeGreaterThan(0)
    expect(cardIds(html(portal, paged[0]!.path)).length).toBe(24)
  })

  test('Visitor filters page 1 by a provider: the island works over all 60 cards of the JSON, and hides the pages bar meanwhile', async () => {
    const base = listPath[portal]
    const json = JSON.parse(readFileSync(join(work, 'dist', portal, 'data', 'products', 'credit-cards.json'), 'utf8')) as ProductCard[]
    const onFirstPage = new Set(cardIds(html(portal, base)))
    // A provider whose cards fit on one page, some of them not on the list's first page: filtering must find those too.
    const ofProvider = (name: string) => json.filter((card) => card.provider === name)
    const provider = [...new Set(json.map((card) => card.provider))].find(
      (name) => ofProvider(name).length <= 24 && ofProvider(name).some((card) => !onFirstPage.has(card.id)),
    )!
    const expected = json.filter((card) => card.provider === provider).map((card) => card.id)
    const { page, context, log } = await openPage()
    await page.goto(origins[portal] + base, { waitUntil: 'load' })
    await hydrated(page, 'ProductFilters')
    await expect.poll(() => page.locator('.card-count').textContent()).toContain(String(CARDS))
    await page.locator('details.filter-panel > summary').click()
    await page.selectOption('#filter-provider', provider)
    const shownIds = () => page.locator('#product-list > li').evaluateAll((items) => items.map((li) => Number(li.id.slice(1))))
    // Every card of the provider, from all three pages of the list.
    await expect.poll(async () => (await shownIds()).length).toBe(Math.min(24, expected.length))
    const shown = await shownIds()
    expect([...shown].sort()).toEqual([...expected].sort())
    expect(await page.locator('.card-count').textContent()).toContain(String(expected.length))
    expect(await page.locator('#product-list-pages').isVisible()).toBe(false)
    // A card rendered in the browser reads like a prerendered one: its name link and compare box are there.
    const further = expected.find((id) => !onFirstPage.has(id))!
    await expect.poll(() => page.locator(`#p${further} h3 a`).count()).toBe(1)
    expect(await page.locator(`#p${further} input[type=checkbox]`).count()).toBe(1)
    // Back to the whole list: the first page and the bar again.
    await page.selectOption('#filter-provider', '')
    await expect.poll(() => page.locator('#product-list-pages').isVisible()).toBe(true)
    expect(log.consoleErrors).toEqual([])
    await context.close()
  })

  test('Visitor opens page 2 and goes to page 3 by keyboard; no console error; axe reports nothing', async () => {
    const base = listPath[portal]
    const { page, context, log } = await openPage()
    await page.goto(`${origins[portal]}${base}/page/2`, { waitUntil: 'load' })
    expect(await page.locator('#product-list > li').count()).toBe(24)
    expect(await page.locator('#product-list-pages a[aria-current="page"]').textContent()).toBe('2')
    expect(await axeViolations(page)).toEqual([])
    await page.locator(`#product-list-pages a[rel="next"]`).focus()
    await Promise.all([page.waitForURL((url) => url.pathname === `${base}/page/3`), page.keyboard.press('Enter')])
    expect(await page.locator('#product-list > li').count()).toBe(12)
    expect((await page.goto(`${origins[portal]}${base}/page/4`))?.status()).toBe(404)
    expect(log.consoleErrors.filter((line) => !line.includes('404'))).toEqual([])
    await context.close()
  })
})

/** The processes (other than this one) whose command line names `path`: a build's children left behind. */
function processesNaming(path: string): string[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid) && Number(pid) !== process.pid)
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
        return command.includes(path) ? [`${pid}: ${command}`] : []
      } catch {
        return [] // ended since the listing
      }
    })
}

describe('incremental build: the next build renders only what changed', () => {
  test(
    'one product changed and one removed: the rest is carried over from the published site, not rendered; after a stopped update the next build renders all, the same bytes',
    { timeout: 600_000 },
    async () => {
      const dataDir = join(work, 'data')
      const distDir = join(work, 'dist')
      const inode = (portal: PortalKey, path: string) => statSync(pageFile(join(distDir, portal), path)).ino
      const file = join(dataDir, 'products', 'ecm', 'credit-cards.json')
      const cards = JSON.parse(readFileSync(file, 'utf8')) as ProductCard[]
      const changed = cards[40]!
      const removed = cards[50]!
      const untouched = cards[30]!
      const before = { untouched: inode('ecm', `/products/${untouched.slug}`), ckj: inode('ckj', listPath.ckj + '/page/2') }
      writeFileSync(
        file,
        JSON.stringify(cards.filter((card) => card !== removed).map((card) => (card === changed ? { ...card, name: `${card.name} Plus` } : card))),
      )
      // The vertical with a filter index: one card renamed, one removed; its cards are in blocks, each
      // card in one block a sort order for the whole list and one for its provider (decision 050).
      const indexedFile = join(dataDir, 'products', 'ecm', `${INDEXED_VERTICAL}.json`)
      const indexed = JSON.parse(readFileSync(indexedFile, 'utf8')) as ProductCard[]
      const [renamedLoan, removedLoan] = [indexed[100]!, indexed[200]!]
      const indexFolder = join(distDir, 'ecm', 'data', 'products', INDEXED_VERTICAL)
      const indexFiles = () =>
        new Map(
          readdirSync(indexFolder).map((name) => [name, { ino: statSync(join(indexFolder, name)).ino, text: readFileSync(join(indexFolder, name), 'utf8') }]),
        )
      const blocksHolding = (files: ReturnType<typeof indexFiles>, id: number) =>
        [...files].filter(([name, file]) => name.includes('cards-') && (JSON.parse(file.text) as ProductCard[]).some((card) => card.id === id))
      const indexBefore = indexFiles()
      expect(blocksHolding(indexBefore, renamedLoan.id).length).toBeGreaterThanOrEqual(4)
      writeFileSync(
        indexedFile,
        JSON.stringify(indexed.filter((card) => card !== removedLoan).map((card) => (card === renamedLoan ? { ...card, name: `${card.name} Plus` } : card))),
      )
      const output = await build({ DATA_DIR: dataDir, DIST_DIR: distDir })
      // Only product files changed: no vike build, the ECM site is updated in place (decision 024).
      expect(output).toMatch(/^Built in [\d.]+s \(checks \(changed product files\)/m)
      expect(output).not.toContain('vike ecm')
      // Written: the changed pages and the data files that differ, not every file of the indexed
      // vertical's folder: a block or index file whose bytes did not change keeps its inode.
      const written = /updated in place \(only credit-cards, personal-loans changed\): (\d+) files written, 2 pages removed/.exec(output)
      expect(written, output).not.toBeNull()
      const indexAfter = indexFiles()
      const rewritten = [...indexAfter].filter(([name, file]) => indexBefore.get(name)?.ino !== file.ino)
      for (const [name, file] of indexAfter) if (indexBefore.get(name)?.text === file.text) expect(file.ino, name).toBe(indexBefore.get(name)!.ino)
      expect(rewritten.length).toBeGreaterThan(0)
      expect(rewritten.length).toBeLessThan(indexAfter.size / 2)
      expect(Number(written![1])).toBeLessThan(indexAfter.size)
      // The renamed card is renamed in every block that holds it; the removed one is in none.
      const renamedIn = blocksHolding(indexAfter, renamedLoan.id)
      expect(renamedIn.length).toBe(blocksHolding(indexBefore, renamedLoan.id).length)
      for (const [, file] of renamedIn)
        expect((JSON.parse(file.text) as ProductCard[]).find((card) => card.id === renamedLoan.id)!.name).toBe(`${renamedLoan.name} Plus`)
      expect(blocksHolding(indexAfter, removedLoan.id)).toEqual([])
      expect(output).toContain('updated in place: no product file changed')
      // ECM: every product page but the changed one and the samples is carried over; CKJ did not change at all.
      const carried = [...output.matchAll(/(\d+) unchanged and carried over/g)].map((match) => Number(match[1]))
      expect(carried[0]).toBeGreaterThan(CARDS - 12)
      expect(inode('ecm', `/products/${untouched.slug}`)).toBe(before.untouched)
      expect(inode('ckj', listPath.ckj + '/page/2')).toBe(before.ckj)
      expect(html('ecm', `/products/${changed.slug}`)).toContain(`${changed.name} Plus`)
      expect(existsSync(pageFile(join(distDir, 'ecm'), `/products/${removed.slug}`))).toBe(false)
      // The list now has 59 cards: the removed one is on no page, the changed one shows its new name.
      const listed = [listPath.ecm, `${listPath.ecm}/page/2`, `${listPath.ecm}/page/3`].map((path) => html('ecm', path))
      expect(listed.flatMap(cardIds)).toHaveLength(CARDS - 1)
      expect(listed.join('')).toContain(`${changed.name} Plus`)
      // The wizard's product lookup follows (docs/data.md#the-wizards-product-lookup, 128 files by id): the
      // renamed cards under their new names, the removed ones gone, the others kept, an unchanged vertical's too.
      const lookup = (id: number) =>
        (JSON.parse(readFileSync(join(distDir, 'ecm', 'data', 'apply', `${id % 128}.json`), 'utf8')) as { id: number; name: string }[]).find(
          (entry) => entry.id === id,
        )
      expect(lookup(changed.id)?.name).toBe(`${changed.name} Plus`)
      expect(lookup(renamedLoan.id)?.name).toBe(`${renamedLoan.name} Plus`)
      expect(lookup(removed.id)).toBeUndefined()
      expect(lookup(removedLoan.id)).toBeUndefined()
      expect(lookup(untouched.id)?.name).toBe(untouched.name)
      const deposit = (JSON.parse(readFileSync(join(dataDir, 'products', 'ecm', 'deposits.json'), 'utf8')) as ProductCard[])[0]!
      expect(lookup(deposit.id)?.name).toBe(deposit.name)
      const updated = { ecm: fingerprint(join(distDir, 'ecm')), ckj: fingerprint(join(distDir, 'ckj')) }
      // The whole build of the portal that was updated in place (`--portal`, docs/data.md): CKJ was not
      // touched by the update (its page kept its inode above), so a whole build of it would compare the
      // first build with itself (docs/decisions/038-own-builds-build-what-they-check.md).
      // An update in place that stopped halfway leaves its journal: the next build of that portal renders
      // every page, as --full does (the same switch, scripts/pipeline/build.ts).
      writeFileSync(join(distDir, '.ecm-apply.json'), '{}')
      const forced = await build({ DATA_DIR: dataDir, DIST_DIR: distDir }, ['--portal', 'ECM'])
      expect(forced).toContain('whole build: an earlier build stopped while updating dist/ecm')
      expect(existsSync(join(distDir, '.ecm-apply.json'))).toBe(false)
      // The ECM site it replaced is gone when the build exits, removed by the build itself, and no process
      // of the build is left running (decision 063: nothing detached, nothing waited for here).
      expect(readdirSync(distDir).filter((name) => name.includes('-old-'))).toEqual([])
      expect(processesNaming(distDir)).toEqual([])
      expect(forced).toMatch(/^ {2}ECM: /m)
      expect(forced).not.toMatch(/^ {2}CKJ: /m)
      expect([...forced.matchAll(/(\d+) unchanged and carried over/g)].map((match) => Number(match[1]))).toEqual([0])
      expect(inode('ecm', `/products/${untouched.slug}`)).not.toBe(before.untouched)
      // The site updated in place is, file for file and byte for byte, the one a whole build writes.
      expect(fingerprint(join(distDir, 'ecm'))).toEqual(updated.ecm)
      expect(fingerprint(join(distDir, 'ckj'))).toEqual(updated.ckj)
    },
  )

  test('a changed product file with a problem stops the build with dist/ untouched, naming the file, record and field', { timeout: 600_000 }, async () => {
    const dataDir = join(work, 'data')
    const distDir = join(work, 'dist')
    const file = join(dataDir, 'products', 'ecm', 'credit-cards.json')
    const good = readFileSync(file, 'utf8')
    const cards = JSON.parse(good) as ProductCard[]
    const listing = () => readdirSync(distDir).sort()
    const before = { ecm: fingerprint(join(distDir, 'ecm')), listing: listing() }
    writeFileSync(file, JSON.stringify(cards.map((card, i) => (i === 7 ? { ...card, name: 'x'.repeat(121) } : card))))
    const error = (await build({ DATA_DIR: dataDir, DIST_DIR: distDir }).catch((caught: unknown) => caught)) as Error
    expect(error.message).toContain(
      `data/products/ecm/credit-cards.json › record 8 (id ${cards[7]!.id}) › name: expected a non-empty product name of at most 120 characters`,
    )
    expect(error.message).toContain('nothing was written to dist/')
    expect(fingerprint(join(distDir, 'ecm'))).toEqual(before.ecm)
    // No staging folder, no journal left behind.
    expect(listing()).toEqual(before.listing)
    writeFileSync(file, good)
  })
})
