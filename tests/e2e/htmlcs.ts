import type { Page } from 'playwright-core'
import { loadAuditTool } from './auditTools'

// HTML_CodeSniffer (Squiz), the second accessibility engine next to axe-core (decision 012). Its
// built file carries every standard, so nothing else is fetched; it is loaded like axe
// (auditTools.ts), and the page's Content-Security-Policy stays on.

/**
 * Rules of the engine left out, each with the reason: a finding that is a mistake of the engine, not of
 * the page. Keep this list short; a rule here is one the engine cannot judge on our pages.
 */
export const EXCLUDED_RULES: Record<string, string> = {}

/** Errors (not warnings or notices, which ask for a human check) of WCAG 2.x AA on the page, as "code: element". */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  // Once per document: evaluated again, the engine would register its standards twice.
  await loadAuditTool(page, 'htmlcs')
  return page.evaluate(
    ({ excluded }) =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document }
        const htmlcs = (
          window as unknown as {
            HTMLCS: { process: (standard: string, content: Document, done: () => void, failed: () => void, lang: string) => void; getMessages: () => Message[] }
          }
        ).HTMLCS
        const describe = (el: Element | Document): string => {
          if (!(el instanceof Element)) return 'document'
          const id = el.id ? `#${el.id}` : ''
          const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
          return `${el.tagName.toLowerCase()}${id}${cls} "${(el.textContent ?? '').trim().slice(0, 40)}"`
        }
        htmlcs.process(
          'WCAG2AA',
          document,
          () => {
            const errors = htmlcs
              .getMessages()
              .filter((m) => m.type === 1 && !excluded.some((rule) => m.code.includes(rule)))
              .map((m) => `${m.code}: ${describe(m.element)}: ${m.msg}`)
            resolve([...new Set(errors)])
          },
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        )
      }),
    { excluded: Object.keys(EXCLUDED_RULES) },
  )
}
