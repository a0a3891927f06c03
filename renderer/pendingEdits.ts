// What a visitor typed, picked or ticked in an island after waking it (a focus starts hydration) and
// before React took it over. React 19.3 hydrates over such a field without a word: its state keeps
// the server's value, and the island's next render writes that value back into the field, so the
// calculator worked out the defaults and the form sent empty answers. The runtime therefore records
// the changes just before hydrateRoot and, once the root has committed, makes each again the way a
// visitor's own edit reaches React (tests/component/islands/pendingEdits.test.tsx).

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

type Edit =
  | { control: HTMLInputElement | HTMLTextAreaElement; kind: 'text'; value: string }
  | { control: HTMLInputElement; kind: 'check'; checked: boolean }
  | { control: HTMLSelectElement; kind: 'select'; selected: boolean[] }

interface Focus {
  control: Control
  /** The caret or selection of a text field (null where the type has none). */
  start: number | null
  end: number | null
  direction: 'forward' | 'backward' | 'none' | null
}

/** The visitor's changes in one island, with the field that had focus. */
export interface PendingEdits {
  edits: Edit[]
  focus: Focus | null
}

// Buttons carry no state; a file input's value cannot be set by a script.
const STATELESS = new Set(['hidden', 'submit', 'reset', 'button', 'image', 'file'])

function editOf(control: Control): Edit | null {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options]
    return options.some((option) => option.selected !== option.defaultSelected) ? { control, kind: 'select', selected: options.map((option) => option.selected) } : null
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue ? { control, kind: 'text', value: control.value } : null
  if (STATELESS.has(control.type)) return null
  if (control.type === 'checkbox' || control.type === 'radio') {
    // A radio is unticked only by ticking another of its group, which is recorded itself.
    if (control.type === 'radio' && !control.checked) return null
    return control.checked !== control.defaultChecked ? { control, kind: 'check', checked: control.checked } : null
  }
  return control.value !== control.defaultValue ? { control, kind: 'text', value: control.value } : null
}

/** Records the controls of an island whose live state differs from the server's HTML, and the focused one; call just before hydrateRoot. */
export function recordEdits(root: HTMLElement): PendingEdits {
  const controls = [...root.querySelectorAll<Control>('input, select, textarea')]
  const edits = controls.map(editOf).filter((edit) => edit !== null)
  const active = document.activeElement
  const control = controls.find((c) => c === active)
  const text = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
  return {
    edits,
    focus: control
      ? { control, start: text ? control.selectionStart : null, end: text ? control.selectionEnd : null, direction: text ? control.selectionDirection : null }
      : null,
  }
}

function restoreFocus(focus: Focus): void {
  if (document.activeElement !== focus.control) focus.control.focus({ preventScroll: true })
  const { control, start, end, direction } = focus
  if (start !== null && end !== null && !(control instanceof HTMLSelectElement)) control.setSelectionRange(start, end, direction ?? undefined)
}

function dispatchEdit(control: Control): void {
  control.dispatchEvent(new Event('input', { bubbles: true }))
  control.dispatchEvent(new Event('change', { bubbles: true }))
}

function handOver(edit: Edit, focus: Focus | null): void {
  if (edit.kind === 'select') {
    // React reads a select's value from the change event itself; it keeps no record to fool.
    for (const [i, option] of [...edit.control.options].entries()) option.selected = edit.selected[i] ?? false
    dispatchEdit(edit.control)
  } else if (edit.kind === 'check') {
    // Set through the element, React's change tracking sees the opposite state; the click then
    // turns the box into the visitor's state, and React's onChange hears it as a visitor's click.
    edit.control.checked = !edit.checked
    edit.control.click()
  } else {
    const { control } = edit
    // Through the element, React's tracking records React's own value (the value attribute follows
    // the controlled value); through the prototype's setter, the visitor's text goes in behind its
    // back, so the input event reports a change, as a keystroke does.
    control.value = control.defaultValue
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set
    setter?.call(control, edit.value)
    // Setting the value moved the caret to the end: a field reformatting as typed reads it.
    if (focus?.control === control) restoreFocus(focus)
    dispatchEdit(control)
  }
}

/** Makes each recorded change again as a visitor's edit reaches React; call once the hydrated root has committed. */
export function handEditsToReact({ edits, focus }: PendingEdits): void {
  // A client render (after a hydration error) replaced the server's elements: nothing to hand over.
  for (const edit of edits) if (edit.control.isConnected && !edit.control.disabled) handOver(edit, focus)
  if (focus?.control.isConnected && document.activeElement !== focus.control) restoreFocus(focus)
}
