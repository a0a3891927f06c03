import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApplyIntent } from '../../../components/islands/ApplyIntent'
import { PORTAL_KEYS, PORTALS, renderInPortal } from '../portalHarness'
import { snapshotCards } from './productData'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe.each(PORTAL_KEYS)('%s wizard page', (portal) => {
  const config = PORTALS[portal].portal

  it('says which product the visitor applies for and offers the call-back for it', async () => {
    const card = snapshotCards(portal, 'personal-loans').find((c) => c.applyType === 'wizard')!
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      const key = url.replace('/data/products/', '').replace('.json', '')
      return new Response(JSON.stringify(snapshotCards(portal, key)), { status: 200 })
    })
    window.history.replaceState(null, '', `${config.paths.wizard}?companyproductprefill=true&companyproductId=${card.id}&type=loan&fromcompanyproductpage=True`)
    renderInPortal(portal, <ApplyIntent />)
    const message = portal === 'ecm' ? `You are applying for ${card.name} from ${card.provider}.` : `Anda mengajukan ${card.name} dari ${card.provider}.`
    expect(await screen.findByText(message)).toBeTruthy()
    // Only the files of verticals whose contract type is "loan" are read (CONTRACT_TYPE_OF_VERTICAL in the schema).
    const loanVerticals = config.verticals.filter((v) => [1, 6, 7, 10].includes(v.id)).map((v) => `/data/products/${v.key}.json`)
    expect(fetched.sort()).toEqual(loanVerticals.sort())
    const callBack = screen.getByRole('link', { name: new RegExp(portal === 'ecm' ? '^Call me back' : '^Minta ditelepon') })
    expect(callBack.getAttribute('href')).toBe('#call-schedule')
    expect(callBack.dataset).toMatchObject({ banner: card.bannerKey, product: card.name, vertical: String(card.verticalId) })
  })

  it('says so when the product is unknown, and still offers a call-back', async () => {
    vi.stubGlobal('fetch', async () => new Response('[]', { status: 200 }))
    window.history.replaceState(null, '', `${config.paths.wizard}?companyproductId=999999&type=loan`)
    renderInPortal(portal, <ApplyIntent />)
    expect(await screen.findByText(portal === 'ecm' ? /could not find the product/ : /tidak ditemukan/)).toBeTruthy()
    expect(screen.getByRole('link').getAttribute('href')).toBe('#call-schedule')
  })
})
