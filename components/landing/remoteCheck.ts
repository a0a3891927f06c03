import { remoteQuery, remoteVerdict, type RemoteVerdict } from '../../domain/validation/remote'

/** A remote rule of a validated form: where the field's name and value are sent (docs/requirements/forms-and-leads.md#remote-rule). */
export interface RemoteRule {
  url: string
  method?: 'GET' | 'POST'
}

/**
 * Asks a remote rule about a value: GET with `name=value` in the query, or POST with it form-encoded.
 * The reply (JSON, else the plain text) is read by remoteVerdict; a failed request gets the default
 * message 'Please fix this field.' so the form is not sent unchecked.
 */
export async function remoteCheck(rule: RemoteRule, name: string, value: string, fetchFn: typeof fetch = fetch): Promise<RemoteVerdict> {
  const query = remoteQuery(name, value)
  const post = rule.method === 'POST'
  const url = post ? rule.url : `${rule.url}${rule.url.includes('?') ? '&' : '?'}${query}`
  try {
    const response = await fetchFn(url, {
      method: post ? 'POST' : 'GET',
      headers: post ? { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' } : { accept: 'application/json' },
      body: post ? query : undefined,
      credentials: 'same-origin',
    })
    const text = await response.text()
    let reply: unknown = text
    try {
      reply = JSON.parse(text)
    } catch {
      // Not JSON: the plain text is the reply.
    }
    return remoteVerdict(response.ok ? reply : null)
  } catch {
    return remoteVerdict(null)
  }
}
