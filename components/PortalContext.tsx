import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { PortalConfig } from '../domain/portal'
import { createTranslator, type Messages, type Translate } from './translator'

interface PortalContextValue {
  portal: PortalConfig
  messages: Messages
  t: Translate
}

const Context = createContext<PortalContextValue | null>(null)

/** Provides the portal config and its translator; each island root provides it again. */
export function PortalProvider({ portal, messages, children }: { portal: PortalConfig; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ portal, messages, t: createTranslator(portal.locale, messages) }), [portal, messages])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function usePortalContext(): PortalContextValue {
  const value = useContext(Context)
  if (!value) throw new Error('PortalProvider is missing above this component')
  return value
}

export function usePortal(): PortalConfig {
  return usePortalContext().portal
}

export function useT(): Translate {
  return usePortalContext().t
}
