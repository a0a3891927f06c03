// The repo documents itself (docs/requirements/README.md): every relative link of README.md and docs/
// points at a file that exists, and at a heading of it when it names one; every citation of a
// requirements page in the code, tests and data names a page and a heading that exist; and nothing
// cites the requirements that used to live outside the repo, or a folder of a development machine.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../..', import.meta.url))

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)))
}

const TEXT = /\.(?:[cm]?[jt]sx?|md|json|sql|css|sh|ya?ml|html|txt)$/

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a Markdown file's headings (outside fenced code), with GitHub's -1, -2 for repeats. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced
    if (fenced) continue
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (!heading?.[1]) continue
    const base = headingAnchor(heading[1])
    let anchor = base
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`
    anchors.add(anchor)
  }
  return anchors
}

/** Relative links of a Markdown text: [text](target), outside code spans and fenced code. */
function relativeLinks(markdown: string): string[] {
  const links: string[] = []
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced
    if (fenced) continue
    const prose = line.replace(/`[^`]*`/g, '``')
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1] ?? ''
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue
      links.push(target)
    }
  }
  return links
}

/** Problems of one link from a Markdown file: a missing file, or a missing heading in a Markdown target. */
function linkProblem(fromFile: string, target: string): string | null {
  const [pathPart = '', anchor] = target.split('#')
  const resolved = pathPart === '' ? fromFile : normalize(join(dirname(fromFile), decodeURIComponent(pathPart)))
  const full = join(root, resolved)
  if (!existsSync(full)) return `${fromFile}: ${target} (no file ${resolved})`
  if (anchor && resolved.endsWith('.md') && statSync(full).isFile() && !anchorsOf(readFileSync(full, 'utf8')).has(anchor)) {
    return `${fromFile}: ${target} (no heading #${anchor} in ${resolved})`
  }
  return null
}

describe('documentation links', () => {
  const files = trackedFiles()
  const markdown = files.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')))

  it('reads the README and every page of docs/', () => {
    expect(markdown).toContain('README.md')
    expect(markdown).toContain('docs/requirements/README.md')
    expect(markdown).toContain('docs/requirements/wire-contract.md')
  })

  it('every relative link of README.md and docs/**/*.md points at an existing file and heading', () => {
    const problems = markdown.flatMap((file) =>
      relativeLinks(readFileSync(join(root, file), 'utf8'))
        .map((target) => linkProblem(file, target))
        .filter((problem) => problem !== null),
    )
    expect(problems).toEqual([])
  })

  it('every citation docs/requirements/<page>.md#<heading> in the repo names a page and heading that exist', () => {
    const problems: string[] = []
    let citations = 0
    for (const file of files.filter((name) => TEXT.test(name))) {
      const text = readFileSync(join(root, file), 'utf8')
      for (const match of text.matchAll(/docs\/requirements\/([a-z0-9-]+\.md)(?:#([a-z0-9-]+))?/g)) {
        citations++
        const page = join(root, 'docs/requirements', match[1] ?? '')
        if (!existsSync(page)) problems.push(`${file}: ${match[0]} (no such page)`)
        else if (match[2] && !anchorsOf(readFileSync(page, 'utf8')).has(match[2])) problems.push(`${file}: ${match[0]} (no such heading)`)
      }
    }
    expect(problems).toEqual([])
    // The code cites the requirements in hundreds of places; a handful would mean the scan is broken.
    expect(citations).toBeGreaterThan(300)
  })

  it('no file cites the requirements that lived outside the repo, or names a folder of a development machine', () => {
    // Built from parts, so that this file does not match itself.
    const outside = [['SPEC', 'md'].join('.'), ['..', 'shared'].join('/'), ['LIVE', 'CONTRACT.md'].join('-'), ['DESIGN', 'md'].join('.')]
    // An absolute folder of a machine, not a folder of the repo that happens to share its name
    // (components/home/ is ours).
    const machineFolder = new RegExp(`(?<![\\w.\\-/])/(${['wo', 'rk'].join('')}|${['ho', 'me'].join('')})/`)
    expect(machineFolder.test(['', 'home', 'dev', 'x'].join('/'))).toBe(true)
    expect(machineFolder.test('components/home/TileIcon.tsx')).toBe(false)
    const problems: string[] = []
    for (const file of files.filter((name) => TEXT.test(name))) {
      const lines = readFileSync(join(root, file), 'utf8').split('\n')
      lines.forEach((line, index) => {
        for (const needle of outside) if (line.includes(needle)) problems.push(`${file}:${index + 1}: ${needle}`)
        const folder = machineFolder.exec(line)
        if (folder) problems.push(`${file}:${index + 1}: ${folder[0]}`)
      })
    }
    expect(problems).toEqual([])
  })
})

describe('headingAnchor', () => {
  it('makes the anchors GitHub makes', () => {
    expect(headingAnchor('Mobile number')).toBe('mobile-number')
    expect(headingAnchor('refCode cookie')).toBe('refcode-cookie')
    expect(headingAnchor('What an operator must set in production')).toBe('what-an-operator-must-set-in-production')
    expect(headingAnchor('`npm run dev`: the preview')).toBe('npm-run-dev-the-preview')
  })
})
