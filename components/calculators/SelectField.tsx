interface SelectFieldProps {
  id: string
  name: string
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (name: string, value: string) => void
  hint?: string
}

/** A labelled select (pay period, tenor, tax year); its options are the only values it can hold. */
export function SelectField({ id, name, label, value, options, onChange, hint }: SelectFieldProps) {
  const hintId = `${id}-hint`
  return (
    <div className="calc-field">
      <label htmlFor={id}>{label}</label>
      {hint && <p id={hintId} className="calc-hint">{hint}</p>}
      <select id={id} name={name} value={value} onChange={(event) => onChange(name, event.target.value)} aria-describedby={hint ? hintId : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
    </div>
  )
}
