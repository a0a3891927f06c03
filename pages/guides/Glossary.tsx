import { useT } from '../../components/PortalContext'
import { Dialog } from '../../components/widgets/Dialog'
import type { Data } from './+data'

/** The glossary dialog: a search field narrows the terms (renderer/site/listFilter.ts); closing the dialog clears it. */
export function Glossary({ glossary }: { glossary: Data['content']['glossary'] }) {
  const t = useT()
  return (
    <Dialog id="glossary" title={glossary.heading}>
      <p>{glossary.intro}</p>
      <form role="search" className="glossary-filter">
        <label htmlFor="glossary-filter">{glossary.filterLabel}</label>
        {/* The list narrows as the visitor types; the button is there for those who expect one to
            press (a search form needs a submit control, WCAG 3.2.2), and keeps the filtered list. */}
        <div className="glossary-filter-row">
          <input id="glossary-filter" name="q" type="search" autoComplete="off" data-list-filter="" aria-controls="glossary-terms" />
          <button type="submit" className="button secondary">
            {t('site.listFilter.submit')}
          </button>
        </div>
        <p className="filter-status" data-filter-status="" data-one={glossary.statusOne} data-other={glossary.statusOther} aria-live="polite" />
      </form>
      <dl id="glossary-terms" className="glossary">
        {glossary.terms.map((term) => (
          <div key={term.term} data-filter-text={`${term.term} ${term.definition}`}>
            <dt>{term.term}</dt>
            <dd>{term.definition}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  )
}
