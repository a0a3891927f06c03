import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { ErrorSummary } from '../../../components/fields/ErrorSummary'
import { TextField } from '../../../components/fields/TextField'
import { useSiteForm, type Messages } from '../../../components/fields/useSiteForm'

afterEach(cleanup)

interface Values {
  name: string
  email: string
}

interface Probe {
  sent: Values[]
  remoteAsked: string[]
  /** What the API refuses on the next send (null: stored). */
  refuse: Messages | null
  /** Resolves the remote rule's pending answer. */
  answerRemote?: (messages: Messages) => void
}

const LABELS: Record<keyof Values, string> = { name: 'Name', email: 'Email' }

// A form of two fields on the engine, with rules, an optional remote rule and a fake API answer.
function TestForm({ probe, remote = false }: { probe: Probe; remote?: boolean }) {
  const form = useSiteForm<Values>({
    defaultValues: { name: '', email: '' },
    check: (values) => ({
      ...(values.name.trim() === '' ? { name: 'Required.' } : /\d/.test(values.name) ? { name: 'Letters only.' } : {}),
      ...(values.email.includes('@') ? {} : { email: 'Invalid email.' }),
    }),
    ...(remote
      ? {
          checkRemote: (values: Values) => {
            probe.remoteAsked.push(values.email)
            return new Promise<Messages>((resolve) => (probe.answerRemote = resolve))
          },
        }
      : {}),
    focusFor: (messages) => (['name', 'email'] as const).find((name) => name in messages) ?? null,
    send: async (values) => {
      probe.sent.push(values)
      return probe.refuse
    },
  })
  const summary = (['name', 'email'] as const)
    .filter((name) => form.errors[name] !== undefined)
    .map((name) => ({ targetId: name, label: LABELS[name], message: form.errors[name] ?? '' }))
  return (
    <form noValidate onSubmit={form.submit}>
      <ErrorSummary title="Please correct:" errors={summary} attempt={form.attempt} />
      {(['name', 'email'] as const).map((name) => (
        <TextField
          key={name}
          id={name}
          name={name}
          label={LABELS[name]}
          value={form.values[name]}
          onChange={(text) => form.setValue(name, text)}
          error={form.errors[name]}
        />
      ))}
      <p data-testid="checking">{String(form.checking)}</p>
      <button type="submit">Send</button>
    </form>
  )
}

const probeOf = (): Probe => ({ sent: [], remoteAsked: [], refuse: null })
const messageOf = (label: string) => {
  const input = screen.getByLabelText(label)
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'))
  return id ? (document.getElementById(id)?.textContent ?? '') : ''
}

describe('the form engine of the site forms (useSiteForm on TanStack Form)', () => {
  test('Submit shows every message at once, under the fields and in the summary, and focuses the first; nothing is sent', async () => {
    const user = userEvent.setup({ delay: null })
    const probe = probeOf()
    render(<TestForm probe={probe} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(messageOf('Name')).toBe('Required.'))
    expect(messageOf('Email')).toBe('Invalid email.')
    expect(screen.getByRole('alert').textContent).toContain('Name: Required.')
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    expect(probe.sent).toHaveLength(0)
  })

  test('a message follows its field as the visitor types: it goes the moment the field is valid, the others keep theirs', async () => {
    const user = userEvent.setup({ delay: null })
    const probe = probeOf()
    render(<TestForm probe={probe} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(messageOf('Name')).toBe('Required.'))
    const name = screen.getByLabelText('Name')
    // Still wrong: the message says what is wrong now.
    await user.type(name, '1')
    expect(messageOf('Name')).toBe('Letters only.')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    await user.clear(name)
    expect(messageOf('Name')).toBe('Required.')
    await user.type(name, 'Ana')
    // On change, focus still in the field: no blur and no second Submit needed.
    expect(document.activeElement).toBe(name)
    expect(messageOf('Name')).toBe('')
    expect(name.getAttribute('aria-invalid')).toBeNull()
    expect(name.getAttribute('aria-describedby')).toBeNull()
    expect(screen.getByRole('alert').textContent).not.toContain('Name:')
    expect(messageOf('Email')).toBe('Invalid email.')
    // A field without a message gets none while the visitor types; the next Submit checks it.
    await user.type(name, '2')
    expect(messageOf('Name')).toBe('')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(messageOf('Name')).toBe('Letters only.'))
    expect(document.activeElement).toBe(name)
    expect(probe.sent).toHaveLength(0)
  })

  test("the API's refusal is shown under its field with focus; it does not block the corrected Submit, which is sent", async () => {
    const user = userEvent.setup({ delay: null })
    const probe: Probe = { ...probeOf(), refuse: { email: 'This address is refused.' } }
    render(<TestForm probe={probe} />)
    await user.type(screen.getByLabelText('Name'), 'Ana')
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(messageOf('Email')).toBe('This address is refused.'))
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    probe.refuse = null
    // Another field's change leaves the API's message; a change of its own field removes it.
    await user.type(screen.getByLabelText('Name'), 'x')
    expect(messageOf('Email')).toBe('This address is refused.')
    await user.clear(screen.getByLabelText('Email'))
    // Emptied, the field's own rule speaks.
    expect(messageOf('Email')).toBe('Invalid email.')
    await user.type(screen.getByLabelText('Email'), 'ana@example.org')
    expect(messageOf('Email')).toBe('')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(probe.sent).toHaveLength(2))
    expect(probe.sent[1]).toEqual({ name: 'Anax', email: 'ana@example.org' })
    expect(messageOf('Email')).toBe('')
  })

  test('remote rules are asked only once the local rules pass, the form says it is checking meanwhile, and a refusal is shown', async () => {
    const user = userEvent.setup({ delay: null })
    const probe = probeOf()
    render(<TestForm probe={probe} remote />)
    await user.type(screen.getByLabelText('Name'), 'Ana')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(messageOf('Email')).toBe('Invalid email.'))
    expect(probe.remoteAsked).toEqual([])
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.getByTestId('checking').textContent).toBe('true'))
    expect(probe.remoteAsked).toHaveLength(1)
    await act(async () => probe.answerRemote?.({ email: 'Already registered.' }))
    await waitFor(() => expect(messageOf('Email')).toBe('Already registered.'))
    expect(screen.getByTestId('checking').textContent).toBe('false')
    expect(probe.sent).toHaveLength(0)
    // The server's answer cannot be checked here: it stays while another field changes, and goes once its own does.
    await user.type(screen.getByLabelText('Name'), 'x')
    expect(messageOf('Email')).toBe('Already registered.')
    await user.type(screen.getByLabelText('Email'), 'm')
    expect(messageOf('Email')).toBe('')
  })
})
