import { describe, expect, test } from 'vitest'
import { partnerRedirectTarget, safeReturnUrl } from '../../../server/safeRedirect'

// Hosts as in data/portals/ecm.json redirectAllowList.
const ALLOW = ['www.aub.com.ph', 'apply.aub.com.ph', 'www.axa.com.ph']

describe('partnerRedirectTarget: only https URLs whose host is exactly on the allow-list (docs/security.md)', () => {
  const allowed: Array<[string, string]> = [
    ['https://www.aub.com.ph/campaign/credit-cards', 'https://www.aub.com.ph/campaign/credit-cards'],
    ['https://apply.aub.com.ph/CreditCardDA/WizardPrefill?companyProduct=12', 'https://apply.aub.com.ph/CreditCardDA/WizardPrefill?companyProduct=12'],
    ['HTTPS://WWW.AUB.COM.PH/Promo', 'https://www.aub.com.ph/Promo'],
    ['https://www.axa.com.ph/a%20b?x=1#top', 'https://www.axa.com.ph/a%20b?x=1#top'],
  ]
  test.each(allowed)('%s is followed', (raw, expected) => {
    expect(partnerRedirectTarget(raw, ALLOW)).toBe(expected)
  })

  // Open-redirect tricks (OWASP Unvalidated Redirects cheat sheet and common bypass lists).
  const refused: Array<[string, unknown]> = [
    ['plain http to an allowed host', 'http://apply.aub.com.ph/CreditCardDA/WizardPrefill?companyProduct=12'],
    ['plain http to an allowed host, in capitals', 'HTTP://WWW.AUB.COM.PH/Promo'],
    ['scheme-relative', '//evil.com'],
    ['scheme-relative with backslashes', '\\\\evil.com'],
    ['credentials before the host', 'https://www.aub.com.ph@evil.com/'],
    ['allowed host as user name', 'https://evil.com@www.aub.com.ph'],
    ['allowed host as a prefix of another', 'https://www.aub.com.ph.evil.com/'],
    ['allowed host as a suffix', 'https://evilwww.aub.com.ph/'],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['javascript: with case and spaces', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['backslash after the scheme', 'https:\\\\www.aub.com.ph\\@evil.com'],
    ['backslash in the authority', 'https://evil.com\\@www.aub.com.ph'],
    ['encoded slash in the host', 'https://www.aub.com.ph%2F@evil.com'],
    ['encoded at sign', 'https://www.aub.com.ph%40evil.com'],
    ['encoded scheme', '%68ttps://www.aub.com.ph/'],
    ['tab inside the scheme', 'ht\ttps://www.aub.com.ph/'],
    ['newline (header injection)', 'https://www.aub.com.ph/\r\nSet-Cookie: a=b'],
    ['a port other than the default', 'https://www.aub.com.ph:8443/'],
    ['trailing dot host', 'https://www.aub.com.ph./'],
    ['a relative path', '/credit-cards'],
    ['ftp', 'ftp://www.aub.com.ph/'],
    ['missing host', 'https:///www.aub.com.ph'],
    ['unicode look-alike host', 'https://www.aub.com.ph\u3002evil.com/'],
    ['empty', ''],
    ['a repeated parameter (array)', ['https://www.aub.com.ph/', 'https://evil.com/']],
    ['absent', undefined],
  ]
  test.each(refused)('%s is refused', (_name, raw) => {
    expect(partnerRedirectTarget(raw, ALLOW)).toBeNull()
  })
})

describe('safeReturnUrl: the portals own origins or a local path, else /', () => {
  const ORIGINS = new Set(['https://www.ecomparemo.com', 'http://127.0.0.1:4100'])
  const cases: Array<[string, unknown, string]> = [
    ['a page of the portal', 'https://www.ecomparemo.com/credit-cards?x=1', 'https://www.ecomparemo.com/credit-cards?x=1'],
    ['the local portal', 'http://127.0.0.1:4100/personal-loans', 'http://127.0.0.1:4100/personal-loans'],
    ['a path', '/Account/ViewLoginProfile', '/Account/ViewLoginProfile'],
    ['a path with a query and hash', '/credit-cards?sort=fee#list', '/credit-cards?sort=fee#list'],
    ['another site', 'https://evil.com/', '/'],
    ['the portal host on http', 'http://www.ecomparemo.com/', '/'],
    ['the local portal on another port', 'http://127.0.0.1:4999/', '/'],
    ['scheme-relative', '//evil.com/', '/'],
    ['slash backslash', '/\\evil.com', '/'],
    ['dot segments that become //', '/.//evil.com', '/'],
    ['credentials', 'https://www.ecomparemo.com@evil.com/', '/'],
    ['javascript:', 'javascript:alert(1)', '/'],
    ['a host-like suffix', 'https://www.ecomparemo.com.evil.com/', '/'],
    ['empty', '', '/'],
    ['not a string', ['a', 'b'], '/'],
  ]
  test.each(cases)('%s', (_name, raw, expected) => {
    expect(safeReturnUrl(raw, ORIGINS)).toBe(expected)
  })
})
