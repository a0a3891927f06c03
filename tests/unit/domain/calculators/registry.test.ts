// The calculator registry (domain/calculators/registry.ts; docs/contributing.md "Add a calculator"):
// what the header, the home page, the audit flows, the benchmarks and the screenshots list.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { CALCULATORS, calculatorOfPage, offeredCalculators, pageFolder } from '../../../../domain/calculators/registry'
import { loadPortals } from '../../../../content/portals'

const portals = loadPortals()
const messages = (locale: string) => JSON.parse(readFileSync(`data/messages/parts/calc.${locale}.json`, 'utf8')) as Record<string, string>

describe('the calculator registry', () => {
  test('each portal offers the calculators whose path its config names, in the registry order, at those addresses', () => {
    const byCode = Object.fromEntries(portals.map((p) => [p.code, offeredCalculators(p.config.paths).map((c) => [c.key, c.href])]))
    // data/portals/ecm.json and ckj.json: the Philippine income tax is ECM's, small-business financing CKJ's.
    expect(byCode.ECM).toEqual([
      ['personalLoan', '/personal-loan-calculator'],
      ['houseLoan', '/housing-loan-calculator'],
      ['tax', '/income-tax-calculator'],
    ])
    expect(byCode.CKJ).toEqual([
      ['personalLoan', '/kalkulator-kta'],
      ['houseLoan', '/kalkulator-kpr'],
      ['business', '/kalkulator-pinjaman-usaha'],
    ])
  })

  test.each(['en-PH', 'id-ID'])('every calculator has its menu name and its home-page pitch in %s', (locale) => {
    const texts = messages(locale)
    for (const { key } of CALCULATORS) {
      expect(texts[`calculators.${key}.nav`], `calculators.${key}.nav`).toEqual(expect.any(String))
      expect(texts[`calculators.${key}.pitch`], `calculators.${key}.pitch`).toEqual(expect.any(String))
    }
  })

  test('every island the registry names exists, and keys are unique', () => {
    for (const { island } of CALCULATORS) expect(existsSync(`components/islands/${island}.tsx`), island).toBe(true)
    expect(new Set(CALCULATORS.map((c) => c.key)).size).toBe(CALCULATORS.length)
  })

  test.each(['en-PH', 'id-ID'])('every calculator page has its title, description, heading and lead in %s', (locale) => {
    const texts = messages(locale)
    for (const { page } of CALCULATORS) {
      for (const part of ['title', 'description', 'heading', 'lead'])
        expect(texts[`calc.page.${page}.${part}`], `calc.page.${page}.${part}`).toEqual(expect.any(String))
    }
  })

  test('each calculator is one page folder under pages/calculators (its page and its address), and each folder there is a calculator of the registry', () => {
    const folders = readdirSync('pages/calculators', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.sort()).toEqual(CALCULATORS.map(pageFolder).sort())
    for (const folder of folders) expect(readdirSync(`pages/calculators/${folder}`).sort(), folder).toEqual(['+Page.server.tsx', '+config.ts'])
    // The head (pages/calculators/+data.ts) finds its calculator from vike's page id.
    expect(calculatorOfPage('/pages/calculators/house-loan-calculator').key).toBe('houseLoan')
    expect(pageFolder(CALCULATORS.find((c) => c.key === 'tax')!)).toBe('tax-calculator')
    expect(() => calculatorOfPage('/pages/calculators/no-such-calculator')).toThrow(
      '/pages/calculators/no-such-calculator is not the page of a calculator in domain/calculators/registry.ts',
    )
  })
})
