import { Collapsible } from '../../components/widgets/Collapsible'
import type { Data } from './+data'

/** Questions and answers as collapsible sections: one answer open at a time. */
export function GuideFaq({ faq }: { faq: Data['content']['faq'] }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="guides-section">
      <h2 id="faq-title">{faq.heading}</h2>
      {faq.items.map((item) => (
        <Collapsible key={item.id} id={item.id} summary={item.question} idleLabel={faq.showLabel} activeLabel={faq.hideLabel} group="faq">
          {item.answer.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </Collapsible>
      ))}
    </section>
  )
}
