/** What each page declares for its <head>: already translated texts. */
export interface PageHead {
  title: string
  description: string
  /** Pages that must never be indexed (thank-you, log-out, 404). */
  noindex?: boolean
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +data.ts hooks; every page's data carries its head. */
      data?: { head: PageHead }
    }
  }
}
