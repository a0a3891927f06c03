// Formats snapshot files for people who review them in diffs: small values (a region, a years list,
// a tenor range) stay on one line, larger ones open up one entry per line.

const INLINE_LIMIT = 100

/** JSON text of a snapshot file: 2-space indent, values of up to 100 characters on one line, ending with a newline. */
export function formatJson(value: unknown): string {
  return `${render(value, '')}\n`
}

function render(value: unknown, indent: string): string {
  const inline = renderInline(value)
  if (inline.length <= INLINE_LIMIT || value === null || typeof value !== 'object') return inline
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    return `[\n${value.map((item) => `${inner}${render(item, inner)}`).join(',\n')}\n${indent}]`
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined)
  if (entries.length === 0) return '{}'
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${render(item, inner)}`).join(',\n')}\n${indent}}`
}

function renderInline(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(renderInline).join(', ')}]`
  const entries = Object.entries(value).filter(([, item]) => item !== undefined)
  if (entries.length === 0) return '{}'
  return `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${renderInline(item)}`).join(', ')} }`
}
