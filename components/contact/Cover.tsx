/**
 * The modal's cover picture: a phone with a speech bubble while the form is open, a tick once the
 * request is sent (docs/requirements/forms-and-leads.md#contact-me-modal: the cover image switches). Decorative, so hidden from assistive
 * technology; inline SVG, so no image request.
 */
export function Cover({ done }: { done: boolean }) {
  return (
    <div className={done ? 'contact-cover is-done' : 'contact-cover'} data-cover={done ? 'done' : 'form'} aria-hidden="true">
      {done ? (
        <svg viewBox="0 0 120 64" width="120" height="64" focusable="false">
          <circle cx="60" cy="32" r="26" fill="#1e6b3a" />
          <path d="M47 33l9 9 18-19" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 120 64" width="120" height="64" focusable="false">
          <rect x="38" y="6" width="30" height="52" rx="6" fill="#0b5cab" />
          <rect x="42" y="12" width="22" height="36" rx="2" fill="#dbe8f7" />
          <path d="M72 10h36a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6H86l-8 8v-8h-6a6 6 0 0 1-6-6V16a6 6 0 0 1 6-6z" fill="#f59e0b" />
          <circle cx="80" cy="23" r="2.5" fill="#fff" />
          <circle cx="90" cy="23" r="2.5" fill="#fff" />
          <circle cx="100" cy="23" r="2.5" fill="#fff" />
        </svg>
      )}
    </div>
  )
}
