// Ids that tie a control to its hint and its error message (aria-describedby), one scheme for every field.

/** Id of a field's error message element. */
export function errorId(id: string): string {
  return `${id}-error`
}

/** Id of a field's hint element. */
export function hintId(id: string): string {
  return `${id}-hint`
}

/** The aria-describedby value for a control: its hint and its error, when present; undefined when neither. */
export function describedBy(id: string, options: { hint?: boolean; error?: boolean }): string | undefined {
  const ids = [options.hint ? hintId(id) : '', options.error ? errorId(id) : ''].filter((part) => part !== '')
  return ids.length > 0 ? ids.join(' ') : undefined
}
