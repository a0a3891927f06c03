import type { PortalConfig, ProviderMark } from '../portal'

// Provider marks and card faces drawn from data (docs/data.md, "Provider marks"; decision 031): the
// provider's initials on its colour, never a copied trademark.

/** Colour of the mark's initials when a card is rendered for a provider the config lacks (the checks refuse that in data). */
const NEUTRAL = '#4A5568'

/** The provider's mark of the portal config; a neutral one from its name's first letters when it has none. */
export function providerMarkOf(portal: Pick<PortalConfig, 'providers'>, provider: string): ProviderMark {
  const mark = portal.providers.find((candidate) => candidate.name === provider)
  if (mark !== undefined) return mark
  const initials = provider
    .split(/[\s/-]+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .map((word) => word[0]?.toUpperCase())
    .join('')
    .slice(0, 3)
  return { name: provider, initials: initials === '' ? '?' : initials, colour: NEUTRAL }
}

function luminance(colour: string): number {
  const channels = (colour.slice(1).match(/../g) ?? []).map((pair) => {
    const s = parseInt(pair, 16) / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  const [r = 0, g = 0, b = 0] = channels
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The ink (white or near-black) that contrasts more with a #RRGGBB background (WCAG 2 contrast ratio). */
export function inkOn(colour: string): '#FFFFFF' | '#1A1A1A' {
  const background = luminance(colour)
  const white = 1.05 / (background + 0.05)
  const dark = (background + 0.05) / (luminance('#1A1A1A') + 0.05)
  return white >= dark ? '#FFFFFF' : '#1A1A1A'
}

/** The short network name drawn on a card face (plain letters, not the network's logo). */
export const NETWORK_ON_FACE = { visa: 'VISA', mastercard: 'MC', jcb: 'JCB', amex: 'AMEX', unionpay: 'UP' } as const
