/**
 * Where the caret goes after an amount is reformatted: after the same significant digit it followed
 * before, so typing in the middle of '12,345' keeps the caret beside the digit just typed rather
 * than jumping to the end. `raw` is the text as typed with the caret at `caret` (a character index);
 * `formatted` is what formatThousands made of it (digits only, leading zeros dropped, grouped).
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  const digits = raw.replace(/\D/g, '')
  const significant = digits.replace(/^0+/, '')
  // A text of zeros only formats as a single '0'.
  const leadingZeros = significant === '' ? Math.max(0, digits.length - 1) : digits.length - significant.length
  const before = raw.slice(0, Math.max(0, Math.min(caret, raw.length))).replace(/\D/g, '').length
  let wanted = Math.max(0, before - leadingZeros)
  if (wanted === 0) return 0
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '')) wanted -= 1
    if (wanted === 0) return index + 1
  }
  return formatted.length
}
