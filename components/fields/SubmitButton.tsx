interface SubmitButtonProps {
  label: string
  /** While true the button is disabled, its label is replaced by a spinner, and `loadingLabel` is read out. */
  loading: boolean
  loadingLabel: string
}

/** A form's submit button with the loading state of docs/requirements/forms-and-leads.md#submit-button: no label, a loading indicator, disabled. */
export function SubmitButton({ label, loading, loadingLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className={loading ? 'button submit-button is-loading' : 'button submit-button'} disabled={loading} aria-busy={loading || undefined}>
      {loading ? (
        <>
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{loadingLabel}</span>
        </>
      ) : (
        label
      )}
    </button>
  )
}
