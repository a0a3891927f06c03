// Spare files (decision 048): a replaced site's files are kept, emptied, and the next whole build writes
// into them instead of creating files where many were just deleted.
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { KEPT_BATCHES, retireInBackground, retireSite, SpareFiles, spareStore, trimStore } from '../../../scripts/pipeline/spareFiles'

// Beside the project's own build/: on the file system the build writes to (a rename needs one).
const work = mkdtempSync(join(process.cwd(), 'node_modules', '.cache-spare-files-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

let n = 0
const fresh = (what: string) => join(work, `${what}-${n++}`)

/** A small site: pages in folders, a file another name links to, an executable one, a private one. */
function site(dir: string, keptCopy: string): string[] {
  mkdirSync(join(dir, 'credit-cards', 'page'), { recursive: true })
  mkdirSync(join(dir, 'data', 'products'), { recursive: true })
  const pages = ['index.html', 'credit-cards.html', 'credit-cards/bdo.html', 'credit-cards/page/2.html', 'data/products/credit-cards.json']
  for (const page of pages) writeFileSync(join(dir, page), `<p>${page}</p>`.repeat(50))
  writeFileSync(join(dir, 'linked.html'), 'kept for a rollback')
  linkSync(join(dir, 'linked.html'), keptCopy)
  writeFileSync(join(dir, 'tool.sh'), '#!/bin/sh', { mode: 0o755 })
  writeFileSync(join(dir, 'private.txt'), 'mine', { mode: 0o600 })
  return pages
}

const batches = (store: string) => readdirSync(store).filter((name) => /^\d+-\d+-\d+$/.test(name))
const count = (batch: string) => Number(batch.split('-')[0])
const inode = (path: string) => statSync(path).ino

describe('retireSite', () => {
  test('moves the files that can be written into again into a batch, emptied, and removes the rest of the site', () => {
    const dir = fresh('site')
    const store = fresh('store')
    const keptCopy = fresh('kept.html')
    const pages = site(dir, keptCopy)
    const inodes = new Set(pages.map((page) => inode(join(dir, page))))
    expect(retireSite(dir, store)).toBe(pages.length)
    expect(existsSync(dir)).toBe(false)
    const [batch, ...others] = batches(store)
    expect(others).toEqual([])
    expect(count(batch!)).toBe(pages.length)
    const files = readdirSync(join(store, batch!)).sort()
    expect(files).toEqual(pages.map((_, i) => String(i)).sort())
    // The very files of the site (the same inodes), each empty: the batch keeps no bytes of the site.
    expect(new Set(files.map((f) => inode(join(store, batch!, f))))).toEqual(inodes)
    for (const f of files) expect(statSync(join(store, batch!, f)).size).toBe(0)
    // A file another name links to keeps its content there; it was neither moved nor emptied.
    expect(readFileSync(keptCopy, 'utf8')).toBe('kept for a rollback')
    expect(statSync(keptCopy).nlink).toBe(1)
  })

  test('a site on another file system is only removed (a rename there fails)', () => {
    const shm = '/dev/shm'
    const elsewhere = existsSync(shm) && statSync(shm).dev !== statSync(work).dev
    const dir = elsewhere ? mkdtempSync(join(shm, 'spare-site-')) : fresh('same-fs-site')
    const store = fresh('store')
    writeFileSync(join(dir, 'index.html'), '<p>home</p>')
    expect(retireSite(dir, store)).toBe(elsewhere ? 0 : 1)
    expect(existsSync(dir)).toBe(false)
    expect(batches(store)).toHaveLength(elsewhere ? 0 : 1)
  })

  test('no site: nothing to do', () => {
    const store = fresh('store')
    expect(retireSite(fresh('missing'), store)).toBe(0)
    expect(existsSync(store)).toBe(false)
  })
})

describe('trimStore', () => {
  test(`keeps the ${KEPT_BATCHES} largest batches; a batch a process that ended had claimed is a batch again`, () => {
    const store = fresh('store')
    const make = (name: string, files: number) => {
      mkdirSync(join(store, name), { recursive: true })
      for (let i = 0; i < files; i++) writeFileSync(join(store, name, String(i)), '')
    }
    for (const size of [3, 9, 1, 7, 5, 2]) make(`${size}-1700000000000-1`, size)
    // Pid 2147483646 runs nowhere; this process does.
    make('.claimed-2147483646-4-1700000000000-1', 4)
    make(`.filling-${process.pid}-1700000000000`, 6)
    trimStore(store)
    expect(
      batches(store)
        .map(count)
        .sort((a, b) => b - a),
    ).toEqual([9, 7, 5, 4])
    expect(readdirSync(store)).toContain(`.filling-${process.pid}-1700000000000`)
  })

  test('a site that a process which has ended was retiring is retired; one a running process is retiring is left to it', () => {
    const store = fresh('store')
    const abandoned = join(store, '.retiring-2147483646-1700000000000-0')
    const ongoing = join(store, `.retiring-${process.pid}-1700000000000-0`)
    for (const dir of [abandoned, ongoing]) {
      mkdirSync(join(dir, 'credit-cards'), { recursive: true })
      for (const page of ['index.html', 'credit-cards/bdo.html', 'credit-cards/bpi.html']) writeFileSync(join(dir, page), page)
    }
    trimStore(store)
    expect(existsSync(abandoned)).toBe(false)
    expect(batches(store).map(count)).toEqual([3])
    expect(existsSync(join(ongoing, 'credit-cards', 'bdo.html'))).toBe(true)
  })
})

describe('SpareFiles', () => {
  /** A store with batches of the given sizes, from retired sites. */
  function storeWith(...sizes: number[]): string {
    const store = fresh('store')
    for (const size of sizes) {
      const dir = fresh('site')
      mkdirSync(dir)
      for (let i = 0; i < size; i++) writeFileSync(join(dir, `p${i}.html`), 'x'.repeat(100))
      retireSite(dir, store)
    }
    return store
  }

  test('a loop claims the largest batch; another loop claims another; with none left, files are written anew', () => {
    const store = storeWith(2, 5)
    const first = SpareFiles.claim(store)
    const second = SpareFiles.claim(store)
    const third = SpareFiles.claim(store)
    expect(batches(store)).toEqual([])
    const out = fresh('out')
    mkdirSync(out)
    for (let i = 0; i < 6; i++) first.write(join(out, `a${i}.html`), `page a${i}`)
    for (let i = 0; i < 3; i++) second.write(join(out, `b${i}.html`), `page b${i}`)
    third.write(join(out, 'c.html'), 'page c')
    // Five spare files in the first batch, two in the second: the rest are new files.
    expect([first.used, second.used, third.used]).toEqual([5, 2, 0])
    for (const name of readdirSync(out)) expect(readFileSync(join(out, name), 'utf8')).toBe(`page ${name.replace('.html', '')}`)
    for (const spares of [first, second, third]) spares.release()
    // Both batches used up: nothing put back, no folder left behind.
    expect(readdirSync(store)).toEqual([])
  })

  test('writes the whole text into the spare file itself, cut to its length, in UTF-8', () => {
    const store = fresh('store')
    const batch = join(store, '1-1700000000000-1')
    mkdirSync(batch, { recursive: true })
    // A spare file that was not emptied (its retirement stopped halfway): the new text must not keep its tail.
    writeFileSync(join(batch, '0'), 'y'.repeat(5000))
    chmodSync(join(batch, '0'), 0o644)
    const spareInode = inode(join(batch, '0'))
    const spares = SpareFiles.claim(store)
    const target = join(fresh('out'))
    const text = 'Kartu Kredit — Rp 1.500.000 · ₱ 2,000'
    spares.write(target, text)
    expect(spares.used).toBe(1)
    expect(inode(target)).toBe(spareInode)
    expect(readFileSync(target, 'utf8')).toBe(text)
    expect(statSync(target).size).toBe(Buffer.byteLength(text))
  })

  test('puts the files it did not use back as a smaller batch', () => {
    const store = storeWith(4)
    const spares = SpareFiles.claim(store)
    const out = fresh('out')
    mkdirSync(out)
    spares.write(join(out, 'one.html'), 'one')
    spares.release()
    expect(batches(store).map(count)).toEqual([3])
    // The batch put back is whole: another loop writes its three files into it.
    const next = SpareFiles.claim(store)
    for (const name of ['a', 'b', 'c', 'd']) next.write(join(out, `${name}.html`), name)
    expect(next.used).toBe(3)
  })

  test('a batch cut short (a file gone) costs only that file', () => {
    const store = storeWith(3)
    const spares = SpareFiles.claim(store)
    const claimed = join(store, readdirSync(store)[0]!)
    rmSync(join(claimed, '2'))
    const out = fresh('out')
    mkdirSync(out)
    spares.write(join(out, 'a.html'), 'a')
    spares.write(join(out, 'b.html'), 'b')
    spares.write(join(out, 'c.html'), 'c')
    expect(spares.used).toBe(2)
    expect(['a', 'b', 'c'].map((name) => readFileSync(join(out, `${name}.html`), 'utf8'))).toEqual(['a', 'b', 'c'])
  })

  test('a site on another file system than the store: written anew, and the batch goes back whole', () => {
    const shm = '/dev/shm'
    const elsewhere = existsSync(shm) && statSync(shm).dev !== statSync(work).dev
    const store = storeWith(3)
    const spares = SpareFiles.claim(store)
    const out = elsewhere ? mkdtempSync(join(shm, 'spare-out-')) : fresh('out')
    if (!elsewhere) mkdirSync(out)
    try {
      for (const name of ['a', 'b']) spares.write(join(out, `${name}.html`), name)
      expect(spares.used).toBe(elsewhere ? 0 : 2)
      // Said in the build's output (the page loop's line).
      if (elsewhere) expect(spares.problem).toMatch(/cannot be moved to .*a\.html \(EXDEV; another file system\?\): the rest written anew$/)
      else expect(spares.problem).toBeNull()
      expect(readFileSync(join(out, 'b.html'), 'utf8')).toBe('b')
      spares.release()
      expect(batches(store).map(count)).toEqual([elsewhere ? 3 : 1])
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })

  test('a store that is not a folder (SPARE_FILES_DIR naming a file): every file written anew, and why', () => {
    const store = fresh('not-a-folder')
    writeFileSync(store, 'a file')
    const spares = SpareFiles.claim(store)
    const target = fresh('page.html')
    spares.write(target, 'page')
    expect(readFileSync(target, 'utf8')).toBe('page')
    expect(spares.used).toBe(0)
    expect(spares.problem).toBe(`the store ${store} cannot be read (ENOTDIR): every file written anew`)
  })

  test('no store: every file is written anew', () => {
    const spares = SpareFiles.claim(fresh('no-store'))
    const target = fresh('page.html')
    spares.write(target, 'page')
    expect(spares.used).toBe(0)
    expect(readFileSync(target, 'utf8')).toBe('page')
    expect(() => spares.release()).not.toThrow()
  })

  test("the project's store is under node_modules, where vike's build does not look for page files, or SPARE_FILES_DIR", () => {
    expect(spareStore('/srv/site', {})).toBe('/srv/site/node_modules/.cache/spare-files')
    expect(spareStore('/srv/site', { SPARE_FILES_DIR: '' })).toBe('/srv/site/node_modules/.cache/spare-files')
    expect(spareStore('/srv/site', { SPARE_FILES_DIR: '/data/spare' })).toBe('/data/spare')
  })
})

describe('retireInBackground', () => {
  /** Waits until `done` holds (a detached process does the work), up to 20 s. */
  async function until(done: () => boolean): Promise<void> {
    for (let waited = 0; !done() && waited < 20_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
  }

  test('in a detached process: the site becomes a batch of spare files', async () => {
    const dir = fresh('site')
    const store = fresh('store')
    mkdirSync(dir)
    for (let i = 0; i < 3; i++) writeFileSync(join(dir, `p${i}.html`), 'page')
    retireInBackground(dir, store)
    // Out of its place at once (a sweep that runs next never retires it a second time).
    expect(existsSync(dir)).toBe(false)
    await until(() => batches(store).length === 1)
    expect(batches(store).map(count)).toEqual([3])
    // Nothing left behind in the store but the batch.
    await until(() => readdirSync(store).length === 1)
    expect(readdirSync(store)).toEqual(batches(store))
  })

  test('a site already taken by another retirement is not retired again', () => {
    const dir = fresh('site')
    const store = fresh('store')
    mkdirSync(dir)
    writeFileSync(join(dir, 'p.html'), 'page')
    expect(retireSite(dir, store)).toBe(1)
    // The sweep that comes after finds nothing to do, and the batch is whole.
    retireInBackground(dir, store)
    expect(retireSite(dir, store)).toBe(0)
    expect(batches(store).map(count)).toEqual([1])
  })

  test('a store that cannot be used: the site is deleted instead, the publish goes on, and why is returned', async () => {
    const dir = fresh('site')
    const store = fresh('not-a-folder')
    writeFileSync(store, 'a file')
    mkdirSync(dir)
    writeFileSync(join(dir, 'p.html'), 'page')
    expect(retireInBackground(dir, store)).toMatch(
      /^the store of spare files .*not-a-folder-\d+ cannot be used \((EEXIST|ENOTDIR)\): the replaced site is deleted instead$/,
    )
    await until(() => !existsSync(dir))
    expect(existsSync(dir)).toBe(false)
    expect(readFileSync(store, 'utf8')).toBe('a file')
  })

  test('without a store: the folder is only removed', async () => {
    const dir = fresh('site')
    mkdirSync(dir)
    writeFileSync(join(dir, 'p.html'), 'page')
    retireInBackground(dir, null)
    await until(() => !existsSync(dir))
    expect(existsSync(dir)).toBe(false)
  })

  test('the retiring script says how to call it when called wrongly', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pipeline/spareFiles.ts', '--retire', work], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(stderr).toMatch(/Usage: tsx scripts\/pipeline\/spareFiles\.ts --retire DIR --store STORE/)
  })
})
