import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import portal from '#portal-config'
import messages from '#portal-messages'
import { PortalProvider } from '../components/PortalContext'
import type { PortalConfig } from '../domain/portal'

type IslandModule = Record<string, ComponentType<Record<string, unknown>>>

// Each island module becomes its own chunk, fetched only when a page's island asks for it.
const loaders = import.meta.glob<IslandModule>('../components/islands/*.tsx')

/** Loads an island's module and hydrates its container as an independent React root. */
export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? ''
  const load = loaders[`../components/islands/${name}.tsx`]
  if (!load) throw new Error(`Unknown island "${name}"`)
  const Component = (await load())[name]
  if (!Component) throw new Error(`Island module ${name}.tsx does not export ${name}`)
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>
  hydrateRoot(
    el,
    <PortalProvider portal={portal as PortalConfig} messages={messages}>
      <Component {...props} />
    </PortalProvider>,
    { identifierPrefix: el.dataset.prefix ?? '' },
  )
  el.dataset.hydrated = 'true'
}
