import { useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { PortalProvider, usePortalContext } from './PortalContext'

/**
 * When an island's code is fetched and hydrated (see renderer/islandsClient.ts). 'interaction' waits
 * for the visitor to point at, focus or touch the island (or an element matching `wake`); 'manual'
 * waits for code that calls hydrateNow (a modal's openers).
 */
export type IslandWhen = 'load' | 'idle' | 'visible' | 'interaction' | 'manual'

interface IslandProps<P extends object> {
  /** File name of the island module in components/islands/ (it exports a component of that name). */
  name: string
  component: ComponentType<P>
  props: P
  when?: IslandWhen
  /** With 'interaction': a CSS selector of elements elsewhere on the page that wake the island too. */
  wake?: string
  /** With 'interaction': hydrate at once when the address has a query (state to restore from the URL). */
  loadWithQuery?: boolean
  /** With 'interaction': hydrate at once when sessionStorage holds this key (state to restore). */
  loadWithSessionKey?: string
  /**
   * Fetch the island's code (without running it) once the page is idle after load: for the forms and
   * calculators a visitor types into right away, so the first Calculate or Next does not wait for it.
   * `'download'`: only download it then (into the HTTP cache, not compiled: no main-thread work while
   * the page is idle), compiled at the visitor's first touch, for an island many visitors never use
   * (a list's filters, decision 050).
   */
  prefetch?: boolean | 'download'
  className?: string
}

/**
 * Server side of an island: renders the component as its own React root, with the same providers and
 * an identifierPrefix that the client reuses, so useId values match on hydration. Props travel as
 * JSON in a data attribute: no inline script, so the CSP can forbid them.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = 'visible',
  wake,
  loadWithQuery,
  loadWithSessionKey,
  prefetch,
  className,
}: IslandProps<P>) {
  const { portal, messages } = usePortalContext()
  const prefix = `i${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
  const html = renderToString(
    <PortalProvider portal={portal} messages={messages}>
      <Component {...props} />
    </PortalProvider>,
    { identifierPrefix: prefix },
  )
  return (
    <div
      className={className ? `island ${className}` : 'island'}
      data-island={name}
      data-when={when}
      data-wake={wake}
      data-load-with-query={loadWithQuery ? 'true' : undefined}
      data-load-with-session-key={loadWithSessionKey}
      data-prefetch={prefetch ? 'true' : undefined}
      data-prefetch-idle={prefetch === 'download' ? 'download' : undefined}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
