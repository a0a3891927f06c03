// One stylesheet per page (decision 020). vike links each CSS file a page's components import, two to
// six of them, each a render-blocking request over a phone's slow round trips (vike cannot bundle
// a page's CSS into one file: vikejs/vike#644). This step, between vike's build and the page loop,
// puts the CSS of each distinct set of links into one file named by its content, and links that one
// file instead. The page loop (scripts/pipeline/productPages.ts) learns the new link from vike's samples like
// any other asset tag, so its pages get it too.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { htmlFiles } from './sitePages'

// vike's stylesheet tags, as it writes them right after <head>; only the site's own built files.
const LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"<>]+\.css)">/g

export interface StylesheetSummary {
  /** Pages that now link one stylesheet instead of several. */
  combined: number
  /** The combined stylesheets written: each distinct set of links gives one. */
  files: { href: string; bytes: number; from: number }[]
}

/** The document with its stylesheet links replaced by one link to `hrefFor` their CSS, in order; unchanged with one link or none. */
export function withOneStylesheet(html: string, hrefFor: (hrefs: string[]) => string): string {
  const hrefs = [...html.matchAll(LINK)].map((match) => match[1]!)
  if (hrefs.length < 2) return html
  const href = hrefFor(hrefs)
  let first = true
  return html.replace(LINK, () => {
    if (!first) return ''
    first = false
    return `<link rel="stylesheet" type="text/css" href="${href}">`
  })
}

/**
 * Gives every page vike wrote under `siteDir` (a client build folder) one stylesheet: the CSS of its
 * links concatenated in their order (the cascade stays as it was), in assets/static/page.{hash}.css.
 */
export function combineSiteStylesheets(siteDir: string): StylesheetSummary {
  const written = new Map<string, { href: string; bytes: number; from: number }>()
  const hrefFor = (hrefs: string[]) => {
    const key = hrefs.join('\n')
    let file = written.get(key)
    if (!file) {
      const css = hrefs.map((href) => readFileSync(join(siteDir, href), 'utf8').trimEnd()).join('\n') + '\n'
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10)
      file = { href: `/assets/static/page.${hash}.css`, bytes: Buffer.byteLength(css), from: hrefs.length }
      writeFileSync(join(siteDir, file.href), css)
      written.set(key, file)
    }
    return file.href
  }
  let combined = 0
  for (const file of htmlFiles(siteDir)) {
    const html = readFileSync(file, 'utf8')
    const result = withOneStylesheet(html, hrefFor)
    if (result !== html) {
      writeFileSync(file, result)
      combined++
    }
  }
  return { combined, files: [...written.values()] }
}
