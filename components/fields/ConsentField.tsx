import { CheckboxField } from './CheckboxField'

interface ConsentFieldProps {
  /** The tick box's id (error summary links and focus target). */
  id: string
  name: string
  /** The consent shown: the sentence beside the box and the whole text it sums up (data/consent/*.json). */
  consent: { summary: string; text: string }
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
  /** Translated texts: the disclosure's summary and the two links' names. */
  texts: { readFull: string; terms: string; privacy: string }
  /** The portal's Terms and Conditions and Privacy Policy pages. */
  links: { terms: string; privacy: string }
}

/**
 * The consent of every lead form (the call-back modal, the landing forms, the wizard;
 * docs/requirements/forms-and-leads.md#consent-text): one tick box labelled by one sentence, the whole
 * text under it in a native disclosure (a <details>, so it opens by keyboard and reads without
 * script in the prerendered page), then the Terms and Privacy links. The version a lead carries is the
 * one of this sentence and text together.
 */
export function ConsentField({ id, name, consent, checked, onChange, error, texts, links }: ConsentFieldProps) {
  return (
    <CheckboxField
      id={id}
      name={name}
      className="consent-field"
      label={consent.summary}
      required
      checked={checked}
      onChange={onChange}
      error={error}
      after={
        <>
          <details className="consent-full">
            <summary>{texts.readFull}</summary>
            <p>{consent.text}</p>
          </details>
          <p className="consent-links">
            <a href={links.terms} target="_blank" rel="noopener">
              {texts.terms}
            </a>
            {' · '}
            <a href={links.privacy} target="_blank" rel="noopener">
              {texts.privacy}
            </a>
          </p>
        </>
      }
    />
  )
}
