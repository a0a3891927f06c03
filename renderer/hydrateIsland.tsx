import { startTransition, useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'
import portal from '#portal-config'
import { messagesOf } from 'virtual:island-messages'
import { LiveStateProvider, readLiveState } from '../components/LiveState'
import { PortalProvider } from '../components/PortalContext'
import type { PortalConfig } from '../domain/portal'

type IslandModule = Record<string, ComponentType<Record<string, unknown>>>

// Each island module becomes its own chunk, fetched only when a page's island asks for it.
const loaders = import.meta.glob<IslandModule>('../components/islands/*.tsx')

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
 * Takes an island over: hydrates it, and each island's useTakeOver reads what the visitor typed,
 * picked or ticked from the live DOM in the commit that hands the elements to React, and starts from
 * it. When the visitor is already in the island (focus inside it, or a control changed), React
 * hydrates at once inside flushSync, so their next key is React's; otherwise (an island woken by the
 * address, the session or the viewport) it hydrates in slices that keep the page responsive.
 * Hydration keeps the page's elements: focus and caret stay where the visitor left them.
 */
export function takeOver(el: HTMLElement, ui: ReactNode): Promise<void> {
  const focus = focusIn(el)
  let committed = () => {}
  const done = new Promise<void>((resolve) => (committed = resolve))
  const hydrate = () => {
    hydrateRoot(
      el,
      <Committed onCommit={committed}>
        <LiveStateProvider root={el}>{ui}</LiveStateProvider>
      </Committed>,
      { identifierPrefix: el.dataset.prefix ?? '' },
    )
  }
  if (focus || readLiveState(el).changed) flushSync(hydrate)
  // In a transition: React hydrates a plain hydrateRoot at a blocking priority, in one task, and a
  // transition's in slices that yield to the browser (a calculator opened with figures, 4x CPU, three
  // loads each on a busy machine: blocking time 537-741 ms on average instead of 838-995 ms).
  else startTransition(hydrate)
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
  return done
}

/** Renders nothing of its own (the HTML still matches); tells when the hydrated tree has committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit])
  return children
}

/** Loads an island's module, then takes the island over (takeOver); resolves once hydrated. */
export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? ''
  const load = loaders[`../components/islands/${name}.tsx`]
  if (!load) throw new Error(`Unknown island "${name}"`)
  // The island's code and its messages (only those it can ask for: decision 023), fetched together.
  const [module, messages] = await Promise.all([load(), messagesOf(name)])
  const Component = module[name]
  if (!Component) throw new Error(`Island module ${name}.tsx does not export ${name}`)
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>
  await takeOver(
    el,
    <PortalProvider portal={portal as PortalConfig} messages={messages}>
      <Component {...props} />
    </PortalProvider>,
  )
  // Marked last, so the runtime's click holder replays the clicks held until now on React's elements.
  el.dataset.hydrated = 'true'
}
