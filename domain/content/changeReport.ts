// The change report of `npm run regenerate` as Markdown and as HTML, from a SnapshotDiff. Product names,
// providers and lookup names come from the API and are untrusted: the HTML escapes every value, the
// Markdown escapes its syntax characters so a name cannot make a link, a heading or raw HTML.
import type { FieldChange, LookupDiff, PortalDiff, ProductRef, SnapshotDiff } from './snapshotDiff'

export interface ReportMeta {
  /** ISO time the snapshot was pulled. */
  pulledAt: string
  /** The API it was pulled from. */
  api: string
  /** True for --dry-run: nothing was published. */
  dryRun: boolean
}

/** A value as the report shows it: JSON for lists and objects, "(none)" for a missing field. */
export function showValue(value: unknown): string {
  if (value === undefined) return '(none)'
  if (typeof value === 'string') return JSON.stringify(value)
  return JSON.stringify(value)
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/** Escapes inline Markdown syntax and HTML (which Markdown passes through) in untrusted text; keeps it on one line. */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/[\r\n]+/g, ' ')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      // Values never start a line, so only the inline syntax needs escaping (links, emphasis, code, tables).
      .replace(/([\\`*_[\]|~])/g, '\\$1')
  )
}

function productLabel(product: ProductRef): string {
  return `${product.provider} ${product.name} (id ${product.id}, ${product.vertical})`
}

function counts(diff: PortalDiff): string {
  const p = diff.products
  const lookups = diff.lookups.reduce((sum, l) => sum + l.added.length + l.removed.length + l.changed.length, 0)
  return `${p.added.length} added, ${p.removed.length} removed, ${p.changed.length} changed, ${p.unchanged} unchanged products; ${lookups} lookup changes`
}

function fieldLine(change: FieldChange): string {
  return `${change.field}: ${showValue(change.before)} → ${showValue(change.after)}`
}

/** The report as Markdown. */
export function changeReportMarkdown(diff: SnapshotDiff, meta: ReportMeta): string {
  const md = escapeMarkdown
  const lines: string[] = [
    '# Data snapshot changes',
    '',
    `Pulled from ${md(meta.api)} at ${md(meta.pulledAt)}, compared with the published snapshot${meta.dryRun ? ' (dry run: nothing was published)' : ''}.`,
    '',
  ]
  if (diff.same) lines.push('No changes: the pulled snapshot is the same as the published one.', '')
  for (const portal of diff.portals) {
    lines.push(`## ${md(portal.portal.toUpperCase())}`, '', md(counts(portal)), '')
    const { added, removed, changed } = portal.products
    if (added.length > 0) lines.push('### Products added', '', ...added.map((p) => `- ${md(productLabel(p))}`), '')
    if (removed.length > 0) lines.push('### Products removed', '', ...removed.map((p) => `- ${md(productLabel(p))}`), '')
    if (changed.length > 0) {
      lines.push('### Products changed', '')
      for (const product of changed) {
        lines.push(`- ${md(productLabel(product))}`, ...product.fields.map((field) => `  - ${md(fieldLine(field))}`))
      }
      lines.push('')
    }
    for (const lookup of portal.lookups) lines.push(...lookupMarkdown(lookup))
  }
  return lines.join('\n').replace(/\n+$/, '\n')
}

function lookupMarkdown(lookup: LookupDiff): string[] {
  const md = escapeMarkdown
  const lines = [`### Lookup: ${md(lookup.lookup)}`, '']
  lines.push(...lookup.added.map((e) => `- added ${md(e.key)}: ${md(e.name)}`))
  lines.push(...lookup.removed.map((e) => `- removed ${md(e.key)}: ${md(e.name)}`))
  lines.push(...lookup.changed.map((e) => `- changed ${md(e.key)}: ${md(e.before)} → ${md(e.after)}`))
  return [...lines, '']
}

/** The report as a standalone HTML page (no script, every value escaped). */
export function changeReportHtml(diff: SnapshotDiff, meta: ReportMeta): string {
  const h = escapeHtml
  const parts: string[] = []
  if (diff.same) parts.push('<p>No changes: the pulled snapshot is the same as the published one.</p>')
  for (const portal of diff.portals) {
    parts.push(`<h2>${h(portal.portal.toUpperCase())}</h2>`, `<p>${h(counts(portal))}</p>`)
    const { added, removed, changed } = portal.products
    if (added.length > 0) parts.push('<h3>Products added</h3><ul>', ...added.map((p) => `<li>${h(productLabel(p))}</li>`), '</ul>')
    if (removed.length > 0) parts.push('<h3>Products removed</h3><ul>', ...removed.map((p) => `<li>${h(productLabel(p))}</li>`), '</ul>')
    if (changed.length > 0) {
      parts.push('<h3>Products changed</h3>', '<table><thead><tr><th>Product</th><th>Field</th><th>Before</th><th>After</th></tr></thead><tbody>')
      for (const product of changed) {
        product.fields.forEach((field, i) => {
          const cell = i === 0 ? `<td rowspan="${product.fields.length}">${h(productLabel(product))}</td>` : ''
          parts.push(`<tr>${cell}<td>${h(field.field)}</td><td>${h(showValue(field.before))}</td><td>${h(showValue(field.after))}</td></tr>`)
        })
      }
      parts.push('</tbody></table>')
    }
    for (const lookup of portal.lookups) {
      parts.push(`<h3>Lookup: ${h(lookup.lookup)}</h3><ul>`)
      parts.push(...lookup.added.map((e) => `<li>added ${h(e.key)}: ${h(e.name)}</li>`))
      parts.push(...lookup.removed.map((e) => `<li>removed ${h(e.key)}: ${h(e.name)}</li>`))
      parts.push(...lookup.changed.map((e) => `<li>changed ${h(e.key)}: ${h(e.before)} → ${h(e.after)}</li>`))
      parts.push('</ul>')
    }
  }
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Data snapshot changes, ${h(meta.pulledAt)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}</style>
</head>
<body>
<h1>Data snapshot changes</h1>
<p>Pulled from ${h(meta.api)} at ${h(meta.pulledAt)}, compared with the published snapshot${meta.dryRun ? ' (dry run: nothing was published)' : ''}.</p>
${parts.join('\n')}
</body>
</html>
`
}
