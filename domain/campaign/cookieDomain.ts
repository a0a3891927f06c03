// Second-level names under which anyone can register (public suffixes of the portals' countries
// and the common ones); the parent of 'www.example.co.id' is 'example.co.id', never 'co.id'.
const SHARED_SUFFIXES = new Set([
  'co.id',
  'ac.id',
  'or.id',
  'go.id',
  'web.id',
  'my.id',
  'biz.id',
  'sch.id',
  'net.id',
  'mil.id',
  'ponpes.id',
  'desa.id',
  'com.ph',
  'net.ph',
  'org.ph',
  'gov.ph',
  'edu.ph',
  'mil.ph',
  'ngo.ph',
  'i.ph',
  'co.uk',
  'com.au',
  'com.sg',
  'com.my',
])

/**
 * Domain attribute of the site's cookies: the parent domain of `host`, so every sub-domain shares
 * them (docs/requirements/wire-contract.md#cookies). 'www.ecomparemo.com' gives '.ecomparemo.com'; a registrable name such as
 * 'ecomparemo.com' stays itself; an IP address, 'localhost' or a one-label host gives undefined
 * (a host-only cookie: browsers refuse a Domain attribute there). A port is ignored.
 */
export function cookieDomainFor(host: string): string | undefined {
  const name = host.trim().toLowerCase().replace(/\.$/, '')
  if (name === '' || name.startsWith('[') || name.includes('::')) return undefined
  const bare = name.replace(/:\d+$/, '')
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(bare)) return undefined
  const labels = bare.split('.')
  if (labels.length < 2 || labels.some((label) => label === '')) return undefined
  const registrable = SHARED_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2
  if (labels.length < registrable) return undefined
  if (labels.length === registrable) return bare
  return `.${labels.slice(1).join('.')}`
}
