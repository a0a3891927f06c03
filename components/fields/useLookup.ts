import { useEffect, useState } from 'react'
import type { PortalCode } from '../../domain/portal'
import { getLookup } from '../lookups/lookupClient'

/** A lookup list as a field sees it. */
export type LookupState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' }

/** Loads a static lookup file (cached per portal by lookupClient); `path` null means nothing to load yet. */
export function useLookup<T>(portal: PortalCode, path: string | null): LookupState<T> {
  const [state, setState] = useState<{ path: string | null; value: LookupState<T> }>({ path: null, value: { status: 'idle' } })
  useEffect(() => {
    if (path === null) return
    let current = true
    setState({ path, value: { status: 'loading' } })
    getLookup<T>(portal, path).then(
      (data) => current && setState({ path, value: { status: 'ready', data } }),
      () => current && setState({ path, value: { status: 'error' } }),
    )
    // A later path wins: an answer for a province no longer chosen is dropped.
    return () => {
      current = false
    }
  }, [portal, path])
  if (path === null) return { status: 'idle' }
  return state.path === path ? state.value : { status: 'loading' }
}
