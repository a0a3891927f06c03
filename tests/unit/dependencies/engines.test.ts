// Issue 50, item 6: `engines` agrees with the dependencies. The project runs on Node 20.19 and on 22
// (package.json); a locked package that asks for a newer Node installs with a warning and may fail at
// run time (http-proxy-3 2.x and cookie 2.x ask for Node 22: the project pins the releases before them).
import { readFileSync } from 'node:fs'
import semver from 'semver'
import { expect, test } from 'vitest'

interface LockedPackage {
  version?: string
  optional?: boolean
  engines?: { node?: string } | string[]
}

const own = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> }

test('every Node release the project accepts, its oldest of each line, is one every locked package accepts', () => {
  // The lowest version of each range the project names ("20.19.0", "22.13.0").
  const lowest = own.engines.node.split('||').map((range) => semver.minVersion(range)!.version)
  expect(lowest).toEqual(['20.19.0', '22.13.0'])
  const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
    const wanted = !Array.isArray(entry.engines) ? entry.engines?.node : undefined
    if (!path || !wanted || entry.optional) return []
    return lowest.filter((version) => !semver.satisfies(version, wanted)).map((version) => `${path}@${entry.version}: node ${wanted}, not ${version}`)
  })
  expect(refusing).toEqual([])
})
