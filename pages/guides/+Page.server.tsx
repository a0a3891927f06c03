// https://vike.dev/Page
import { DialogOpener } from '../../components/widgets/Dialog'
import { ShareLinks } from '../../components/widgets/ShareLinks'
import { useData } from '../../renderer/useData'
import type { Data } from './+data'
import { Glossary } from './Glossary'
import { GuideFaq } from './GuideFaq'
import { GuideTopics } from './GuideTopics'
import { HelpDialog } from './HelpDialog'

export default function Page() {
  const { content, shareUrl, byline } = useData<Data>()
  return (
    <article className="container guides">
      <h1>{content.heading}</h1>
      {byline !== null && <p className="byline">{byline}</p>}
      {content.intro.map((p, i) => (
        <p key={i} className="guides-intro">
          {p}
        </p>
      ))}
      <nav aria-label={content.contentsLabel} className="guides-contents">
        <ul>
          <li>
            <a href="#topics">{content.topics.heading}</a>
          </li>
          <li>
            <a href="#faq">{content.faq.heading}</a>
          </li>
          <li>
            <a href="#share">{content.share.heading}</a>
          </li>
        </ul>
        <DialogOpener dialogId="glossary" id="open-glossary">
          {content.glossary.opener}
        </DialogOpener>
      </nav>
      <GuideTopics topics={content.topics} />
      <GuideFaq faq={content.faq} />
      <ShareLinks id="share" url={shareUrl} text={content.share.text} heading={content.share.heading} />
      <Glossary glossary={content.glossary} />
      <HelpDialog help={content.help} />
    </article>
  )
}
