// WCAG 2.x contrast ratio of two sRGB colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio),
// shared by the unit test of the CSS colours and the browser tests of the computed ones.

export type Rgb = [number, number, number]

/** '#rgb', '#rrggbb', 'rgb(r, g, b)' or 'rgba(r, g, b, a)' (alpha ignored) as 0-255 channels. */
export function parseColour(text: string): Rgb {
  const value = text.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!
    return digits.map((d) => parseInt(d, 16)) as Rgb
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(value)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
  throw new Error(`Not a colour this test reads: ${text}`)
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** Contrast ratio, 1 to 21. */
export function contrast(a: string | Rgb, b: string | Rgb): number {
  const la = luminance(typeof a === 'string' ? parseColour(a) : a)
  const lb = luminance(typeof b === 'string' ? parseColour(b) : b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}
