// JSON.parse names no position for some errors on Node 20 ("Unexpected token 'x', ... is not valid
// JSON"), and content staff need one. This scanner follows the JSON grammar (RFC 8259) only far
// enough to find where the text stops being JSON.

/** Character offset (from 0) of the first syntax error in `text`, or -1 when the text is valid JSON. */
export function jsonErrorOffset(text: string): number {
  let at = 0

  function fail(): never {
    throw new ScanError(at)
  }
  function skipSpace(): void {
    while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at += 1
  }
  function expect(literal: string): void {
    for (const char of literal) {
      if (text.charAt(at) !== char) fail()
      at += 1
    }
  }
  function value(): void {
    skipSpace()
    const char = text.charAt(at)
    if (char === '{') object()
    else if (char === '[') array()
    else if (char === '"') string()
    else if (char === 't') expect('true')
    else if (char === 'f') expect('false')
    else if (char === 'n') expect('null')
    else if (char === '-' || (char >= '0' && char <= '9')) number()
    else fail()
  }
  function object(): void {
    at += 1
    skipSpace()
    if (text.charAt(at) === '}') {
      at += 1
      return
    }
    for (;;) {
      skipSpace()
      if (text.charAt(at) !== '"') fail()
      string()
      skipSpace()
      expect(':')
      value()
      skipSpace()
      if (text.charAt(at) === ',') at += 1
      else if (text.charAt(at) === '}') {
        at += 1
        return
      } else fail()
    }
  }
  function array(): void {
    at += 1
    skipSpace()
    if (text.charAt(at) === ']') {
      at += 1
      return
    }
    for (;;) {
      value()
      skipSpace()
      if (text.charAt(at) === ',') at += 1
      else if (text.charAt(at) === ']') {
        at += 1
        return
      } else fail()
    }
  }
  function string(): void {
    at += 1
    for (;;) {
      if (at >= text.length) fail()
      const char = text.charAt(at)
      if (char === '"') {
        at += 1
        return
      }
      if (char < ' ') fail()
      if (char === '\\') {
        at += 1
        const escaped = text.charAt(at)
        if (escaped === 'u') {
          for (let i = 0; i < 4; i += 1) {
            at += 1
            if (!/[0-9a-fA-F]/.test(text.charAt(at))) fail()
          }
        } else if (!'"\\/bfnrt'.includes(escaped) || escaped === '') fail()
      }
      at += 1
    }
  }
  function digits(): void {
    if (!/[0-9]/.test(text.charAt(at))) fail()
    while (/[0-9]/.test(text.charAt(at))) at += 1
  }
  function number(): void {
    if (text.charAt(at) === '-') at += 1
    if (text.charAt(at) === '0') at += 1
    else digits()
    if (text.charAt(at) === '.') {
      at += 1
      digits()
    }
    if (text.charAt(at) === 'e' || text.charAt(at) === 'E') {
      at += 1
      if (text.charAt(at) === '+' || text.charAt(at) === '-') at += 1
      digits()
    }
  }

  try {
    value()
    skipSpace()
    if (at < text.length) fail()
    return -1
  } catch (error) {
    if (error instanceof ScanError) return error.offset
    throw error
  }
}

class ScanError extends Error {
  constructor(readonly offset: number) {
    super(`JSON syntax error at ${offset}`)
  }
}
