// The browser the tests drive (scripts/quality/chromium.ts, decision 044): Chromium reads only the last
// --disable-features switch, so the test browser's own must carry every feature Playwright turns off,
// and Playwright's must be left out. Checked against the command lines Playwright really builds.
import { chromium } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { PLAYWRIGHT_DISABLED_FEATURES, testBrowser } from '../../scripts/quality/chromium'

/** The command line of a Chromium that Playwright starts with these options. */
async function commandLine(options: Parameters<typeof chromium.launchServer>[0]): Promise<string[]> {
  const server = await chromium.launchServer(options)
  try {
    return server.process().spawnargs
  } finally {
    await server.close()
  }
}

function disabledFeatures(args: string[]): string[][] {
  return args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','))
}

describe('the test browser', () => {
  test('turns off every feature Playwright turns off, and RenderDocument, in one --disable-features switch', async () => {
    const launch = testBrowser()
    const own = disabledFeatures(await commandLine({ executablePath: launch.executablePath }))
    // Playwright's own list, as this version builds it: the one the test browser repeats and leaves out.
    expect(own).toEqual([PLAYWRIGHT_DISABLED_FEATURES])
    const tested = disabledFeatures(await commandLine(launch))
    expect(tested).toHaveLength(1)
    expect(tested[0]).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, 'RenderDocument'])
  })
})
