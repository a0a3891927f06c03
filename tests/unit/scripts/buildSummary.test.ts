import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatBuildSummary, formatBytes, measureDirectory } from '../../../scripts/buildSummary'

describe('formatBytes (binary units, one decimal)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KiB'],
    [1536, '1.5 KiB'],
    [5 * 1024 * 1024, '5.0 MiB'],
    [3 * 1024 ** 3, '3.0 GiB'],
  ])('%i -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})

describe('measureDirectory', () => {
  it('counts files and bytes in nested folders', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'measure-'))
    try {
      await mkdir(path.join(dir, 'a', 'b'), { recursive: true })
      await writeFile(path.join(dir, 'index.html'), 'x'.repeat(100))
      await writeFile(path.join(dir, 'a', 'b', 'page.html'), 'y'.repeat(28))
      expect(await measureDirectory(dir)).toEqual({ files: 2, bytes: 128 })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('formatBuildSummary', () => {
  it('lists pages per portal, records per data file and the time', () => {
    const text = formatBuildSummary({
      portals: [
        { code: 'ECM', outDir: 'dist/ecm', pages: 1234, files: 1500, bytes: 2 * 1024 * 1024 },
        { code: 'CKJ', outDir: 'dist/ckj', pages: 987, files: 1200, bytes: 1536 },
      ],
      records: [
        { file: 'data/lookups/ecm/provinces.json', records: 102, detail: 'provinces' },
        { file: 'data/products/ckj/deposits.json', records: 17, detail: 'product cards' },
      ],
      elapsedMs: 12_345,
    })
    expect(text.split('\n')).toEqual([
      'Build summary',
      '  ECM: 1,234 pages, 1,500 files, 2.0 MiB in dist/ecm',
      '  CKJ: 987 pages, 1,200 files, 1.5 KiB in dist/ckj',
      '  Data:',
      '    data/lookups/ecm/provinces.json     102 provinces',
      '    data/products/ckj/deposits.json      17 product cards',
      '  Time: 12.3 s',
    ])
  })
})
