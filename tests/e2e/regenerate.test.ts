// In the e2e project (one worker, files one after the other): its full run builds both portals with vike,
// which must not overlap the vike dev servers of tests/e2e/dev.test.ts (vike writes temporary files beside
// the pages while it loads them).
// `npm run regenerate` (scripts/pipeline/regenerate.ts) against a local API serving the committed snapshot with
// changes, on temporary data/, dist/ and reports/ folders: the report lists the changes of both portals,
// --dry-run and any failure leave data/ and dist/ as they were (byte for byte), and a full run builds
// both portals and swaps them into dist/ with the new snapshot into data/.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readSnapshotFiles } from '../../content/snapshot'
import { regenerate, runRegenerateCli } from '../../scripts/pipeline/regenerate'
import { runRollbackCli } from '../../scripts/pipeline/rollback'
import { startFakeApi, type FakeApi } from '../../scripts/servers/fakeLookupApi'
import { pageFile } from '../../scripts/pipeline/sitePages'
import type { ProductCard } from '../../domain/content/schemas'
import { similarIndex, similarTo } from '../../domain/products/similarProducts'

type Files = Record<string, unknown>
type Card = { id: number; slug: string; name: string; provider: string; annualFee?: number; interestRatePct?: number; rating: number }

let snapshotFiles: Files
let work: string
let dataDir: string
let distDir: string
let reportsDir: string
let api: FakeApi | undefined

beforeAll(async () => {
  const read = await readSnapshotFiles('data')
  snapshotFiles = Object.fromEntries(Object.entries(read.files).filter(([file]) => !file.startsWith('portals/')))
})

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'regenerate-'))
  dataDir = path.join(work, 'data')
  distDir = path.join(work, 'dist')
  reportsDir = path.join(work, 'reports')
  await cp('data', dataDir, { recursive: true })
  // A published site stands in for the real dist/ (the real one is never touched by these tests).
  for (const portal of ['ecm', 'ckj']) {
    await mkdir(path.join(distDir, portal), { recursive: true })
    await writeFile(path.join(distDir, portal, 'index.html'), `<p>published ${portal}</p>`)
  }
})

afterEach(async () => {
  await api?.close()
  api = undefined
  await rm(work, { recursive: true, force: true })
})

async function fingerprint(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {}
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    result[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
  }
  return result
}

/** The API serves the committed snapshot with a changed, a new and a dropped card on each portal. */
async function serveChanged(
  extra?: (files: Files) => void,
): Promise<{ url: string; files: Files; changed: Record<string, { card: Card; oldName: string; oldRating: number }> }> {
  const files = structuredClone(snapshotFiles)
  const changed: Record<string, { card: Card; oldName: string; oldRating: number }> = {}
  for (const portal of ['ecm', 'ckj']) {
    const cards = files[`products/${portal}/credit-cards.json`] as Card[]
    const card = cards[1]!
    changed[portal] = { card, oldName: card.name, oldRating: card.rating }
    card.name = `${card.name} <Plus>`
    card.rating = card.rating === 5 ? 4.5 : Math.round((card.rating + 0.1) * 10) / 10
    const dropped = cards.pop()!
    cards.push({ ...structuredClone(cards[0]!), id: dropped.id + 50, slug: `${portal}-brand-new-card`, name: 'Brand New Card' })
  }
  extra?.(files)
  // The API reads `files` on each request: a test can change what it serves between runs.
  api = await startFakeApi(files)
  return { url: api.url, files, changed }
}

/** A full run (no --dry-run) of the CLI on the test's folders; expects exit 0 and returns what it printed. */
async function publishFrom(url: string): Promise<string[]> {
  const lines: string[] = []
  const push = (line: string) => lines.push(line)
  const code = await runRegenerateCli(['--api', url, '--data-dir', dataDir, '--dist-dir', distDir, '--reports-dir', reportsDir], push, push)
  expect(code, lines.join('\n')).toBe(0)
  return lines
}

describe('npm run regenerate', () => {
  it('--dry-run: reports every change of both portals in Markdown and HTML, and leaves data/ and dist/ alone', { timeout: 60_000 }, async () => {
    const { url, changed } = await serveChanged()
    const before = { data: await fingerprint(dataDir), dist: await fingerprint(distDir) }
    const lines: string[] = []
    const result = await regenerate({
      api: url,
      dataDir,
      distDir,
      reportsDir,
      dryRun: true,
      log: (line) => lines.push(line),
      now: new Date('2026-11-25T19:30:00Z'),
    })

    expect(result.published).toBe(false)
    expect(await fingerprint(dataDir)).toEqual(before.data)
    expect(await fingerprint(distDir)).toEqual(before.dist)
    // No work folder is left beside data/ or inside dist/.
    expect((await readdir(work)).sort()).toEqual(['data', 'dist', 'reports'])
    expect((await readdir(distDir)).sort()).toEqual(['ckj', 'ecm'])

    // One line per step, with its time.
    expect(lines.filter((line) => /^\[\d\/5\] \w+ … /.test(line))).toEqual([
      expect.stringMatching(/^\[1\/5\] pull … 26 files \(\d+\.\d s\)$/),
      expect.stringMatching(/^\[2\/5\] validate … ok \(\d+\.\d s\)$/),
      expect.stringMatching(
        /^\[3\/5\] compare … ecm: 1 added, 1 removed, 1 changed, 0 lookups changed; ckj: 1 added, 1 removed, 1 changed, 0 lookups changed \(\d+\.\d s\)$/,
      ),
      '[4/5] build … skipped (--dry-run)',
      '[5/5] publish … skipped (--dry-run)',
    ])

    expect((await readdir(reportsDir)).sort()).toEqual(['2026-11-25T19-30-00Z.html', '2026-11-25T19-30-00Z.md'])
    const markdown = await readFile(path.join(reportsDir, '2026-11-25T19-30-00Z.md'), 'utf8')
    const html = await readFile(path.join(reportsDir, '2026-11-25T19-30-00Z.html'), 'utf8')
    for (const portal of ['ecm', 'ckj']) {
      const { card, oldName, oldRating } = changed[portal]!
      const mine = result.diff.portals.find((p) => p.portal === portal)!
      expect(mine.products.changed).toEqual([
        expect.objectContaining({
          id: card.id,
          vertical: 'credit-cards',
          fields: [
            { field: 'name', before: oldName, after: `${oldName} <Plus>` },
            { field: 'rating', before: oldRating, after: card.rating },
          ],
        }),
      ])
      expect(mine.products.added).toEqual([expect.objectContaining({ slug: `${portal}-brand-new-card`, name: 'Brand New Card' })])
      expect(markdown).toContain(`name: "${oldName}" → "${oldName} &lt;Plus&gt;"`)
      expect(markdown).toContain(`rating: ${oldRating} → ${card.rating}`)
      expect(html).toContain(`<td>name</td><td>&quot;${oldName}&quot;</td><td>&quot;${oldName} &lt;Plus&gt;&quot;</td>`)
      expect(html).toContain('Brand New Card')
    }
    expect(html).not.toContain('<Plus>')
  })

  it('with data that fails the checks: exits 1 naming the record and field, data/ and dist/ untouched', { timeout: 60_000 }, async () => {
    const { url } = await serveChanged((files) => {
      const cards = files['products/ckj/credit-cards.json'] as Card[]
      cards[2]!.annualFee = -5
    })
    const before = { data: await fingerprint(dataDir), dist: await fingerprint(distDir) }
    const out: string[] = []
    const errors: string[] = []
    const code = await runRegenerateCli(
      ['--api', url, '--data-dir', dataDir, '--dist-dir', distDir, '--reports-dir', reportsDir],
      (line) => out.push(line),
      (line) => errors.push(line),
    )

    expect(code).toBe(1)
    expect(out).toContain(out.find((line) => /^\[1\/5\] pull … failed/.test(line)))
    expect(errors.join('\n')).toMatch(
      /^regenerate failed at step pull: The API's data has problems:\n.*\/api\/products\?portal=CKJ › products › record \d+ \(id \d+\) › annualFee: expected an amount ≥ 0, got -5\n/,
    )
    expect(errors.join('\n')).toMatch(/ and .*dist\/ were left unchanged\.$/)
    expect(await fingerprint(dataDir)).toEqual(before.data)
    expect(await fingerprint(distDir)).toEqual(before.dist)
    expect((await readdir(work)).sort()).toEqual(['data', 'dist'])
  })

  it('with a missing --api: exits 2 with the usage line', async () => {
    const errors: string[] = []
    expect(
      await runRegenerateCli(
        ['--dry-run'],
        () => undefined,
        (line) => errors.push(line),
      ),
    ).toBe(2)
    expect(errors.join('\n')).toContain('Usage: npm run regenerate -- --api URL')
  })

  it(
    'a full run builds both portals from the pulled data and swaps them into dist/, and the snapshot into data/; the next run builds on it',
    { timeout: 600_000 },
    async () => {
      const { url, files, changed } = await serveChanged()
      const lines = await publishFrom(url)
      expect(lines).toContainEqual(expect.stringMatching(/^\[4\/5\] build … Built in \d+\.\ds \(\d+\.\d s\)$/))
      expect(lines).toContainEqual(expect.stringMatching(/^\[5\/5\] publish … dist\/ecm, dist\/ckj and the snapshot in data\/ replaced/))
      // Each site with its page manifest, the base of the next build's carried-over pages, and the kept publish.
      expect((await readdir(distDir)).sort()).toEqual(['.ckj-build.json', '.ckj-pages.json', '.ecm-build.json', '.ecm-pages.json', '.published', 'ckj', 'ecm'])
      // The placeholder sites had no manifest: every page was rendered, and the build said why.
      expect(lines.filter((line) => line.includes('page loop:') && line.includes('every page rendered: the published site has no page manifest'))).toHaveLength(
        2,
      )
      for (const portal of ['ecm', 'ckj']) {
        const { card, oldName } = changed[portal]!
        // The placeholder site is gone; the built one has the new card's page and the renamed card.
        expect(await readFile(path.join(distDir, portal, 'index.html'), 'utf8')).not.toContain('published')
        const cards = JSON.parse(await readFile(path.join(dataDir, 'products', portal, 'credit-cards.json'), 'utf8')) as Card[]
        expect(cards.find((item) => item.id === card.id)!.name).toBe(`${oldName} <Plus>`)
        expect(cards.some((item) => item.slug === `${portal}-brand-new-card`)).toBe(true)
        const productFile = JSON.parse(await readFile(path.join(distDir, portal, 'data', 'products', 'credit-cards.json'), 'utf8')) as Card[]
        expect(productFile.find((item) => item.id === card.id)!.name).toBe(`${oldName} <Plus>`)
      }
      expect((await readdir(work)).sort()).toEqual(['data', 'dist', 'reports'])

      // A second run against a changed API takes the short path (decision 034, docs/operations.md): only
      // product files changed, so only the changed vertical's pages are rendered, and only the files whose
      // bytes differ are replaced: an unchanged card's page of the changed vertical, and the pages of the
      // other verticals, each stay the very same file (its inode), not a copy with the same bytes.
      const productsPath = (portal: string) =>
        (JSON.parse(readFileSync(path.join('data', 'portals', `${portal}.json`), 'utf8')) as { paths: { products: string } }).paths.products
      const cardPage = (portal: string, slug: string) => pageFile(path.join(distDir, portal), `${productsPath(portal)}/${slug}`)
      const untouched: Record<string, { slug: string; html: string; inode: number }> = {}
      const otherVertical: Record<string, { file: string; inode: number }[]> = {}
      const firstPublish = { dist: await fingerprint(path.join(distDir, 'ecm')), data: await fingerprint(dataDir) }
      for (const portal of ['ecm', 'ckj']) {
        const cards = files[`products/${portal}/credit-cards.json`] as Card[]
        cards[1]!.name = `${cards[1]!.name} Again`
        // A card whose page does not list the renamed one among its similar products (decision 064): its inputs are unchanged.
        const index = similarIndex(cards as unknown as ProductCard[])
        const quiet = cards.find((card, at) => at > 1 && !similarTo(index, card as unknown as ProductCard).some((other) => other.slug === cards[1]!.slug))!
        const slug = quiet.slug
        untouched[portal] = { slug, html: await readFile(cardPage(portal, slug), 'utf8'), inode: statSync(cardPage(portal, slug)).ino }
        const config = JSON.parse(readFileSync(path.join('data', 'portals', `${portal}.json`), 'utf8')) as { verticals: { key: string; path: string }[] }
        const other = config.verticals.find((vertical) => vertical.key === 'personal-loans')!
        const otherCard = (files[`products/${portal}/personal-loans.json`] as Card[])[0]!
        otherVertical[portal] = [cardPage(portal, otherCard.slug), pageFile(path.join(distDir, portal), other.path)].map((file) => ({
          file,
          inode: statSync(file).ino,
        }))
      }
      const again = await publishFrom(url)
      expect(again).toContainEqual(expect.stringMatching(/^\[4\/5\] build … short path: only product files changed \(\d+\.\d s\)$/))
      for (const code of ['ECM', 'CKJ']) {
        const line = again.find((said) => said.startsWith(`  ${code}: `)) ?? ''
        const shortPath = /^ {2}[A-Z]+: only credit-cards changed: (\d+) pages? rendered, \d+ files to replace, 0 pages to remove$/.exec(line)
        expect(shortPath, line).not.toBeNull()
        // Rendered: the renamed card's page and the list pages that show it; every other page of the
        // vertical is carried over, its inputs unchanged. The work copy of data/ has a new name on each
        // run, and the kept renderer's text names no data folder (scripts/pipeline/productPages.ts).
        const pages = (JSON.parse(readFileSync(path.join(distDir, `.${code.toLowerCase()}-pages.json`), 'utf8')) as { verticals: Record<string, string[]> })
          .verticals['credit-cards']!.length
        expect(Number(shortPath![1])).toBeGreaterThan(0)
        expect(Number(shortPath![1]), `of ${pages} pages`).toBeLessThan(pages / 2)
      }
      expect(again).toContainEqual(expect.stringMatching(/^\[5\/5\] publish … \d+ files of dist\/ecm, dist\/ckj and 2 files of data\/ replaced or removed/))
      for (const portal of ['ecm', 'ckj']) {
        const { card, oldName } = changed[portal]!
        expect(await readFile(cardPage(portal, card.slug), 'utf8')).toContain(`${oldName} &lt;Plus&gt; Again`)
        expect(await readFile(cardPage(portal, untouched[portal]!.slug), 'utf8')).toBe(untouched[portal]!.html)
        expect(statSync(cardPage(portal, untouched[portal]!.slug)).ino, 'an unchanged card page of the changed vertical').toBe(untouched[portal]!.inode)
        for (const { file, inode } of otherVertical[portal]!) expect(statSync(file).ino, file).toBe(inode)
      }

      // npm run rollback puts the first publish back, byte for byte, and says what it undid.
      const said: string[] = []
      expect(await runRollbackCli(['--dist-dir', distDir], (line) => said.push(line))).toBe(0)
      expect(said[0]).toMatch(/^Rolled back the publish of \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(data from http:\/\/127\.0\.0\.1:\d+\)\.$/)
      expect(said).toContainEqual(expect.stringMatching(/^ {2}ECM: 1 changed: credit-cards #\d+ ".* <Plus> Again"; 0 added; 0 removed; 0 lookups changed$/))
      expect(said).toContainEqual(expect.stringMatching(/^ {2}CKJ: 1 changed: credit-cards #\d+ ".* <Plus> Again"/))
      expect(await fingerprint(path.join(distDir, 'ecm'))).toEqual(firstPublish.dist)
      expect(await fingerprint(dataDir)).toEqual(firstPublish.data)
      // The first publish (the placeholder sites it replaced) can be rolled back too; then nothing is left.
      expect(await runRollbackCli(['--dist-dir', distDir], () => undefined)).toBe(0)
      expect(await readFile(path.join(distDir, 'ecm', 'index.html'), 'utf8')).toBe('<p>published ecm</p>')
      const nothing: string[] = []
      expect(
        await runRollbackCli(
          ['--dist-dir', distDir],
          () => undefined,
          (line) => nothing.push(line),
        ),
      ).toBe(1)
      expect(nothing).toEqual(['There is no publish to roll back: no earlier sites and data are kept.'])
    },
  )
})
