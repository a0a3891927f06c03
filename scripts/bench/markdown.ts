// A Markdown table of a benchmark's figures (docs/benchmarks.md).

/**
 * A table with a header row; cells are written as given, columns padded for reading as text too.
 * `align` marks the columns whose figures line up on the right ('r'); the others are left-aligned.
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[] = []): string {
  const widths = header.map((cell, i) => Math.max(cell.length, 3, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  const rule = widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)))
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n')
}
