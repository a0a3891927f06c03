import { useEffect, useState } from 'react'
import { useT } from '../PortalContext'

type State = 'pending' | 'cleared' | 'unavailable'

function clearBoth(): State {
  try {
    window.localStorage.clear()
    window.sessionStorage.clear()
    return 'cleared'
  } catch {
    // Storage blocked by the browser: there is nothing we could have kept either.
    return 'unavailable'
  }
}

/** Clears localStorage and sessionStorage on arrival and says so (the /log-out page). */
export function ClearStorage() {
  const t = useT()
  const [state, setState] = useState<State>('pending')
  useEffect(() => setState(clearBoth()), [])
  return (
    <p role="status" className="notice" data-state={state}>
      {t(`logout.${state}`)}
    </p>
  )
}
