import type { ComponentType, ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'
import portal from '#portal-config'
import messages from '#portal-messages'
import { LiveStateProvider, readLiveState } from '../components/LiveState'
import { PortalProvider } from '../components/PortalContext'
import type { PortalConfig } from '../domain/portal'

type IslandModule = Record<string, ComponentType<Record<string, unknown>>>

// Each island module becomes its own chunk, fetched only when a page's island asks for it.
const loaders = import.meta.glob<IslandModule>('../components/islands/*.tsx')

/** Fetches an island's code without running it (the browser parses and compiles it meanwhile). */
export function prefetchIsland(el: HTMLElement): void {
  void loaders[`../components/islands/${el.dataset.island ?? ''}.tsx`]?.()
}

interface FocusAt {
  id: string
  start: number | null
  end: number | null
}

function focusIn(el: HTMLElement): FocusAt | null {
  const active = document.activeElement
  if (!(active instanceof HTMLElement) || !active.id || !el.contains(active)) return null
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
  let start: number | null = null
  let end: number | null = null
  try {
    if (text) ({ selectionStart: start, selectionEnd: end } = active)
  } catch {
    // Types without a caret (number, email) throw on selectionStart in some browsers.
  }
  return { id: active.id, start, end }
}

/**
 * Takes an island over in one synchronous task: reads what the visitor typed, picked or ticked from
 * the live DOM, hydrates (flushSync makes React hydrate at once, without yielding), and the island's
 * useTakeOver sets its state to what was read within the same commit. No input event can fall
 * between the reading and React's taking charge. The focused field keeps focus and caret: hydration
 * keeps the page's elements.
 */
export function takeOver(el: HTMLElement, ui: ReactNode): void {
  const live = readLiveState(el)
  const focus = focusIn(el)
  flushSync(() => {
    hydrateRoot(el, <LiveStateProvider state={live}>{ui}</LiveStateProvider>, { identifierPrefix: el.dataset.prefix ?? '' })
  })
  // Should React have drawn afresh instead (a hydration mismatch), the field the visitor was in is a
  // new element: focus and caret go back to it.
  if (focus && !(document.activeElement instanceof HTMLElement && document.activeElement.id === focus.id)) {
    const again = document.getElementById(focus.id)
    if (again && el.contains(again)) {
      again.focus({ preventScroll: true })
      if (focus.start !== null && (again instanceof HTMLInputElement || again instanceof HTMLTextAreaElement)) {
        try {
          again.setSelectionRange(focus.start, focus.end ?? focus.start)
        } catch {
          // No caret to place.
        }
      }
    }
  }
}

/** Loads an island's module, then takes the island over (takeOver); resolves once hydrated. */
export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? ''
  const load = loaders[`../components/islands/${name}.tsx`]
  if (!load) throw new Error(`Unknown island "${name}"`)
  const Component = (await load())[name]
  if (!Component) throw new Error(`Island module ${name}.tsx does not export ${name}`)
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>
  takeOver(
    el,
    <PortalProvider portal={portal as PortalConfig} messages={messages}>
      <Component {...props} />
    </PortalProvider>,
  )
  // Marked last, so the runtime's click holder replays the clicks held until now on React's elements.
  el.dataset.hydrated = 'true'
}
