import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import portal from '#portal-config'
import messages from '#portal-messages'
import { PortalProvider } from '../components/PortalContext'
import type { PortalConfig } from '../domain/portal'
import { handEditsToReact, recordEdits } from './pendingEdits'

type IslandModule = Record<string, ComponentType<Record<string, unknown>>>

// Each island module becomes its own chunk, fetched only when a page's island asks for it.
const loaders = import.meta.glob<IslandModule>('../components/islands/*.tsx')

/** Renders nothing of its own (so the HTML still matches); tells when the hydrated tree has committed. */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone])
  return children
}

/** Loads an island's module and hydrates its container as an independent React root; resolves once hydrated. */
export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? ''
  const load = loaders[`../components/islands/${name}.tsx`]
  if (!load) throw new Error(`Unknown island "${name}"`)
  const Component = (await load())[name]
  if (!Component) throw new Error(`Island module ${name}.tsx does not export ${name}`)
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>
  // The visitor may have typed since the focus that woke the island: React must not lose it.
  const edits = recordEdits(el)
  await new Promise<void>((resolve) => {
    hydrateRoot(
      el,
      <Hydrated onDone={resolve}>
        <PortalProvider portal={portal as PortalConfig} messages={messages}>
          <Component {...props} />
        </PortalProvider>
      </Hydrated>,
      { identifierPrefix: el.dataset.prefix ?? '' },
    )
  })
  // Marked first, so the runtime's click holder lets the hand-over's own clicks through. Outside
  // React's effect (a microtask later), each edit's update renders before the next edit arrives.
  el.dataset.hydrated = 'true'
  handEditsToReact(edits)
}
