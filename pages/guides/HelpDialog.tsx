import { Dialog } from '../../components/widgets/Dialog'
import type { Data } from './+data'

/** "Need help choosing?": opens by itself once most of the guide is read, once per visit. */
export function HelpDialog({ help }: { help: Data['content']['help'] }) {
  return (
    <Dialog id="help" title={help.heading} openOnScroll={help.openOnScrollPercent}>
      {help.body.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <ul className="help-links" role="list">
        {help.links.map((link) => (
          <li key={link.href}>
            <a className="button" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="button secondary" data-dialog-close="">
        {help.dismiss}
      </button>
    </Dialog>
  )
}
