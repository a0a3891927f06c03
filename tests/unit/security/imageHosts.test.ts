// Product logos load only from the hosts a portal lists (docs/data.md, "Provider marks"; docs/security.md):
// the Content-Security-Policy's img-src names exactly those, and the drawn marks need none (inline SVG).
import { describe, expect, it } from 'vitest'
import { loadPortals } from '../../../content/portals'
import { contentSecurityPolicy } from '../../../scripts/pipeline/siteFiles'

function imgSrc(policy: string): string | undefined {
  return policy
    .split('; ')
    .find((directive) => directive.startsWith('img-src '))
    ?.slice('img-src '.length)
}

describe.each(loadPortals('data').map((portal) => [portal.code, portal.config] as const))('%s img-src', (_, config) => {
  it('allows the site itself and data: only, while the portal lists no image host (the sample data draws its marks)', () => {
    expect(config.imageHosts).toEqual([])
    expect(imgSrc(contentSecurityPolicy(config))).toBe("'self' data:")
  })

  it('adds each image host of the portal config over https, and nothing else', () => {
    const policy = contentSecurityPolicy({ ...config, imageHosts: ['images.example.com', 'cdn.example.org'] })
    expect(imgSrc(policy)).toBe("'self' data: https://images.example.com https://cdn.example.org")
  })
})
