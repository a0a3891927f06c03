import { describe, expect, test } from 'vitest'
import type { ProductCard } from '../../../../domain/content/schemas'
import { breadcrumbList, faqPage, financialProduct, jsonLdText } from '../../../../domain/seo/structuredData'

const portal = { siteOrigin: 'https://www.example.com', currency: 'PHP' as const }

const card = {
  id: 1,
  slug: 'evil-card',
  provider: 'Bank </script><script>alert(1)</script>',
  name: 'Card </script><!-- & \u2028',
  verticalId: 2,
  contractType: 'credit-card',
  interestRatePct: 3,
  interestRateBasis: 'monthly',
  annualFee: 1500,
  minIncomeMonthly: 20000,
  cardNetwork: 'visa',
  perks: ['x'],
  tags: [],
  rating: 4,
  rankPercent: 50,
  featured: false,
  bannerKey: 'x',
  applyType: 'contact',
  description: 'A card.',
} as unknown as ProductCard

describe('JSON-LD text', () => {
  test('a name with </script> or <!-- cannot leave the data block, and the text still parses to the same value', () => {
    const value = financialProduct(portal, card, '/products/evil-card', 'Credit cards')
    const text = jsonLdText(value)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)))
  })

  test('breadcrumbs are numbered from 1 with absolute addresses', () => {
    const list = breadcrumbList(portal, [
      { name: 'Home', path: '/' },
      { name: 'Cards', path: '/credit-cards' },
    ])
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Cards', item: 'https://www.example.com/credit-cards' },
    ])
  })

  test('a FAQ answer of several paragraphs is one text', () => {
    const faq = faqPage([{ question: 'Q?', answer: ['One.', 'Two.'] }])
    expect(faq.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'One.\n\nTwo.' } }])
  })
})
