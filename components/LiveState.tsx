import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react'

// What the visitor did to an island's controls before its code arrived, read from the live DOM in the
// commit in which React takes the island over (renderer/hydrateIsland.tsx). The island starts from it;
// the commit and its layout effects run in one task, so no keystroke can fall between the reading and
// React's taking charge (docs/decisions/010-island-takeover.md).

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** The visitor's state of an island's controls, where it differs from the server's HTML. */
export interface LiveState {
  /**
   * The values that the controls named `name` hold now, as a form would submit them (a text field's
   * text, a select's option, the ticked boxes' values, the chosen radio's value): undefined when the
   * visitor changed none of them.
   */
  values(name: string): readonly string[] | undefined
  /** The value of the control with this id (text, select, or 'on' / '' for a box), if the visitor changed it. */
  valueOfId(id: string): string | undefined
  /** Whether the visitor changed any control at all. */
  readonly changed: boolean
}

/** The island's container, whose controls are read at the takeover; null on the server and in plain renders. */
const Context = createContext<HTMLElement | null>(null)

export function LiveStateProvider({ root, children }: { root: HTMLElement; children: ReactNode }) {
  return <Context.Provider value={root}>{children}</Context.Provider>
}

/**
 * Hands the visitor's changes to the island once, in the takeover's own commit. The island hydrates
 * with the server's state, so the HTML matches to the attribute; this layout effect reads the live
 * controls and sets the state to the visitor's, and React renders it at once, within the same task
 * (before any further input event): the fields already show those values, so React writes nothing
 * into them, while what follows from them (a slider's position, a birthday's days) is drawn anew.
 */
export function useTakeOver(apply: (live: LiveState) => void): void {
  const root = useContext(Context)
  const done = useRef(false)
  const latest = useRef(apply)
  latest.current = apply
  useLayoutEffect(() => {
    if (done.current || root === null) return
    done.current = true
    // Read now, in the commit that hands the elements to React: a key typed before it is in the
    // page, a key typed after it reaches React's handlers. Nothing can fall in between.
    const live = readLiveState(root)
    if (live.changed) latest.current(live)
  }, [root])
}

// Buttons carry no state; a file input's value cannot be read back into a field.
const STATELESS = new Set(['hidden', 'submit', 'reset', 'button', 'image', 'file'])

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected)
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue
  if (control.type === 'checkbox' || control.type === 'radio') return control.checked !== control.defaultChecked
  return control.value !== control.defaultValue
}

function submitted(control: Control): string[] {
  if (control instanceof HTMLSelectElement) return [...control.selectedOptions].map((option) => option.value)
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.checked ? [control.value] : []
  return [control.value]
}

function ownValue(control: Control): string {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return control.checked ? 'on' : ''
  return control.value
}

/** Reads the visitor's state of the controls inside `root` (and of controls elsewhere that name its form). */
export function readLiveState(root: HTMLElement): LiveState {
  const controls = [...root.querySelectorAll<Control>('input, select, textarea')].filter(
    (control) => !(control instanceof HTMLInputElement && STATELESS.has(control.type)),
  )
  const byName = new Map<string, Control[]>()
  for (const control of controls) {
    if (!control.name) continue
    const group = byName.get(control.name) ?? []
    group.push(control)
    byName.set(control.name, group)
  }
  const values = new Map<string, string[]>()
  for (const [name, group] of byName) {
    if (group.some(changed)) values.set(name, group.flatMap(submitted))
  }
  const ids = new Map<string, string>()
  for (const control of controls) if (control.id && changed(control)) ids.set(control.id, ownValue(control))
  return { values: (name) => values.get(name), valueOfId: (id) => ids.get(id), changed: ids.size > 0 || values.size > 0 }
}
