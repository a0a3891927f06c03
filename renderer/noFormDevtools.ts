// Stands in for @tanstack/devtools-event-client in the site's bundles (vite.config.ts alias).
// @tanstack/form-core reports every form's state to a TanStack devtools bus: it tries to connect once
// a second for five seconds, in the browser and in the build's Node processes (which it keeps alive
// meanwhile), and queues each form change for a devtools panel the site never ships. Form-core only
// calls on() and emit(); here they do nothing.

export class EventClient {
  constructor(_options: unknown) {}

  on(_event: string, _listener: (payload: unknown) => void): () => void {
    return () => undefined
  }

  emit(_event: string, _payload: unknown): void {}
}
