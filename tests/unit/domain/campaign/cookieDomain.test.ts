import { describe, expect, it } from 'vitest'
import { cookieDomainFor } from '../../../../domain/campaign/cookieDomain'

describe('cookieDomainFor (docs/requirements/wire-contract.md#cookies: the cookie domain is the parent domain of the current host)', () => {
  it.each([
    ['www.ecomparemo.com', '.ecomparemo.com'],
    ['www.cekaja.com', '.cekaja.com'],
    ['WWW.CekAja.com:443', '.cekaja.com'],
    ['promo.www.ecomparemo.com', '.www.ecomparemo.com'],
    ['ecomparemo.com', 'ecomparemo.com'], // a bare domain stays itself
    ['www.example.co.id', '.example.co.id'], // never the public suffix co.id
    ['example.co.id', 'example.co.id'],
    ['shop.example.com.ph', '.example.com.ph'],
    ['co.id', undefined],
    // RFC 6265 §5.3: browsers ignore a Domain attribute on IP addresses and one-label hosts; host-only there.
    ['127.0.0.1', undefined],
    ['127.0.0.1:4100', undefined],
    ['localhost', undefined],
    ['localhost:4200', undefined],
    ['[::1]:4100', undefined],
    ['', undefined],
    ['bad..host.com', undefined],
  ])('%j -> %j', (host, domain) => {
    expect(cookieDomainFor(host)).toBe(domain)
  })
})
