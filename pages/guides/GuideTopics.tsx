import { HoverBanner } from '../../components/widgets/HoverBanner'
import { Tabs } from '../../components/widgets/Tabs'
import type { Data } from './+data'

type Topics = Data['content']['topics']

/** The product guides as tabs: one tab per topic, its blocks, an explained term and the list links. */
export function GuideTopics({ topics }: { topics: Topics }) {
  const tabs = topics.items.map((topic) => ({
    id: topic.id,
    label: topic.label,
    content: (
      <>
        {topic.blocks.map((block, i) => (
          <div key={i} className="guide-block">
            <h3>{block.heading}</h3>
            {block.paragraphs.map((p, j) => (
              <p key={j}>{p}</p>
            ))}
            {block.tip && (
              <p className="guide-tip">
                <HoverBanner id={`tip-${topic.id}-${i}`} trigger={block.tip.trigger}>
                  {block.tip.text}
                </HoverBanner>
              </p>
            )}
            {block.points && (
              <ul>
                {block.points.map((point, j) => (
                  <li key={j}>{point}</li>
                ))}
              </ul>
            )}
          </div>
        ))}
        {topic.links.length > 0 && (
          <p className="guide-links">
            {topic.links.map((link) => (
              <a key={link.href} className="button" href={link.href}>
                {link.label}
              </a>
            ))}
          </p>
        )}
      </>
    ),
  }))
  return (
    <section id="topics" aria-labelledby="topics-title" className="guides-section">
      <h2 id="topics-title">{topics.heading}</h2>
      <Tabs label={topics.tabsLabel} tabs={tabs} />
    </section>
  )
}
