import type { Crumb, JsonLd } from '../domain/seo/structuredData'

/** What each page declares for its <head>: already translated texts. */
export interface PageHead {
  title: string
  description: string
  /** Pages that must never be indexed (thank-you, log-out, compare, apply, 404). */
  noindex?: boolean
  /**
   * The page's trail after home, for its BreadcrumbList (home is added first). Without it the trail is
   * home > the page, named by its title without the brand.
   */
  breadcrumbs?: Crumb[]
  /** Structured data of the page besides its BreadcrumbList (schema.org objects, documentHtml escapes them). */
  jsonLd?: JsonLd[]
}

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +data.ts hooks; every page's data carries its head. */
      data?: { head: PageHead }
    }
  }
}
