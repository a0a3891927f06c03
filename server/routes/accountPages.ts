import type { PortalConfig } from '../../domain/portal'
import type { MessageValues } from '../../domain/validation/messageRef'
import { escapeHtml, htmlPage } from '../htmlPage'
import type { ServerMessages } from '../serverMessages'

/** The login form, with an error message when a previous attempt failed. */
export function loginPage(
  messages: ServerMessages,
  portal: PortalConfig,
  form: { returnUrl: string; email?: string; errorKey?: string; errorValues?: MessageValues },
): string {
  const t = (key: string, values?: MessageValues) => escapeHtml(messages.text(portal.locale, key, values))
  const error = form.errorKey ? `<p class="error" role="alert" id="login-error">${t(form.errorKey, form.errorValues)}</p>\n` : ''
  const described = form.errorKey ? ' aria-describedby="login-error" aria-invalid="true"' : ''
  const body = `<h1>${t('server.login.title')}</h1>
${error}<form method="post" action="/Account/Login">
<input type="hidden" name="returnUrl" value="${escapeHtml(form.returnUrl)}">
<input type="hidden" name="portal" value="${portal.code}">
<label for="email">${t('server.login.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(form.email ?? '')}"${described}>
<label for="password">${t('server.login.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${described}>
<button type="submit">${t('server.login.submit')}</button>
</form>`
  return htmlPage(portal, messages.text(portal.locale, 'server.login.title'), body)
}

/** The profile page: who is logged in, and a sign-out button. */
export function profilePage(messages: ServerMessages, portal: PortalConfig, email: string): string {
  const t = (key: string) => escapeHtml(messages.text(portal.locale, key))
  const body = `<h1>${t('server.profile.title')}</h1>
<p>${escapeHtml(messages.text(portal.locale, 'server.profile.signedInAs', { email }))}</p>
<form method="post" action="/Account/LogOff">
<input type="hidden" name="portal" value="${portal.code}">
<button type="submit">${t('server.profile.logOff')}</button>
</form>`
  return htmlPage(portal, messages.text(portal.locale, 'server.profile.title'), body)
}

/** The page shown instead of a redirect that is not allowed (400). */
export function refusedRedirectPage(messages: ServerMessages, portal: PortalConfig): string {
  const t = (key: string) => escapeHtml(messages.text(portal.locale, key))
  const body = `<h1>${t('server.redirect.title')}</h1>
<p>${t('server.redirect.body')}</p>
<p><a href="/">${escapeHtml(messages.text(portal.locale, 'server.redirect.home', { brand: portal.brand }))}</a></p>`
  return htmlPage(portal, messages.text(portal.locale, 'server.redirect.title'), body)
}
