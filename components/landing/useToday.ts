import { useEffect, useState } from 'react'
import type { IsoDate } from '../../domain/dates/isoDate'
import { todayIn } from '../../domain/dates/todayIn'

/**
 * Today's date in the portal's zone. The page was prerendered on `renderedOn`, so the server HTML
 * and the hydration both use that date (React needs them equal); the visitor's real today follows
 * right after hydration, so date limits and birth years are never stale.
 */
export function useToday(timeZone: string, renderedOn: IsoDate): IsoDate {
  const [today, setToday] = useState(renderedOn)
  useEffect(() => setToday(todayIn(timeZone, new Date())), [timeZone])
  return today
}
