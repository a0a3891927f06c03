import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Whether a table's frame scrolls sideways (its table wider than the frame): the frame then says so in
 * words beside its shadowed edges, a hint it is described by (decision 069). Followed as the frame resizes.
 */
export function useSideScroll(): { ref: React.RefObject<HTMLDivElement | null>; overflows: boolean } {
  const ref = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const box = ref.current
    if (!box) return
    const update = () => setOverflows(box.scrollWidth > box.clientWidth + 1)
    update()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(box)
    const table = box.querySelector('table')
    if (table) observer?.observe(table)
    return () => observer?.disconnect()
  }, [])
  return { ref, overflows }
}
