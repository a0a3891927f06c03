import { afterEach, expect, test, vi } from 'vitest'
import { warmLocaleData } from '../../../renderer/islandsClient'

// The runtime loads the browser's number-format data for the page's language in idle time as soon as
// a form or calculator wakes (renderer/islandsClient.ts), while its code is on its way: on the emulated
// phone the first supportedLocalesOf of a page costs 55-70 ms, which otherwise fell on the first
// Calculate of a visitor quicker than the code.

afterEach(() => vi.restoreAllMocks())

test('once, in idle time, for the language of the page', async () => {
  document.documentElement.lang = 'id'
  const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf')
  warmLocaleData()
  warmLocaleData()
  // Not in the waking task: the visitor's key comes first.
  expect(supported).not.toHaveBeenCalled()
  await vi.waitFor(() => expect(supported).toHaveBeenCalledWith('id'), { timeout: 3000 })
  await new Promise((resolve) => setTimeout(resolve, 400))
  expect(supported).toHaveBeenCalledTimes(1)
})
