// Main-thread CPU time from a Chromium trace: a task's thread time (tdur) counts the time it ran on
// the CPU, not the time it waited for it, so it holds when other processes share the machine.
import type { CDPSession } from 'playwright-core'

export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  tid: number
  pid: number
}

/** Starts a trace of the page's tasks and user timing marks; the returned function ends it and gives its events. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReturnAsStream' } as never)
  return async () => {
    const finished = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve((e as { stream: string }).stream)))
    await cdp.send('Tracing.end')
    const stream = await finished
    let trace = ''
    for (;;) {
      const chunk = (await cdp.send('IO.read', { handle: stream })) as { data: string; eof: boolean }
      trace += chunk.data
      if (chunk.eof) break
    }
    return (JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents
  }
}

/** The CPU milliseconds of the main thread's tasks from the mark `from` to the mark `to` (on the thread that made the marks). */
export function cpuBetween(events: readonly TraceEvent[], from: string, to: string): number {
  const start = events.find((e) => e.name === from)
  const end = events.find((e) => e.name === to)
  if (!start || !end) return NaN
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined && e.tid === start.tid && e.pid === start.pid)
  return tasks.filter((t) => t.ts + (t.dur ?? 0) >= start.ts && t.ts <= end.ts).reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000
}
