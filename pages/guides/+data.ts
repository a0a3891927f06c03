// https://vike.dev/data
import { article, faqPage } from '../../domain/seo/structuredData'
import { bylineOf } from '../trustData'
import * as v from 'valibot'
import { GuidesContentSchema, type GuideLink } from '../../domain/content/guidesSchema'
import { contentFile, portal } from '../serverPortal'
import { portalFolder } from '../../domain/portal'
import { sharedPageUrl } from '../../domain/sharedPages'

function resolveLinks(links: GuideLink[]): { href: string; label: string }[] {
  return links.map((link) => {
    const vertical = portal.verticals.find((item) => item.key === link.vertical)
    if (!vertical) throw new Error(`guides.json links to the vertical "${link.vertical}", which ${portal.code} does not offer`)
    return { href: vertical.path, label: link.label }
  })
}

export function data() {
  const parsed = v.safeParse(GuidesContentSchema, contentFile<unknown>('content', 'guides.json'))
  if (!parsed.success) throw new Error(`data/content/${portalFolder(portal)}/guides.json is not valid:\n${v.summarize(parsed.issues)}`)
  const content = parsed.output
  const byline = bylineOf('guides')
  return {
    head: {
      title: content.title,
      description: content.description,
      jsonLd: [faqPage(content.faq.items), ...(byline ? [article(portal, portal.paths.guides, content.heading, byline.facts)] : [])],
    },
    byline: byline?.text ?? null,
    content: {
      ...content,
      topics: { ...content.topics, items: content.topics.items.map((topic) => ({ ...topic, links: resolveLinks(topic.links) })) },
      help: { ...content.help, links: resolveLinks(content.help.links) },
    },
    shareUrl: sharedPageUrl(portal, portal.paths.guides),
  }
}
export type Data = ReturnType<typeof data>
