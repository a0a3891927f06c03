// The synthetic list of the filter benchmarks: a built list page and its vertical's JSON grown to any
// number of cards cloned from the real ones (scripts/bench/benchFilter.ts, scripts/bench/filterPhone.ts).
import type { ProductCard } from '../../domain/content/schemas'
import { cardFacts, factAttributes } from '../../domain/products/cardFacts'
import { sortCards } from '../../domain/products/filterCards'
import type { ListSpec } from '../../domain/products/listSpec'

/** A small deterministic generator, so every run measures the same cards (and a failed property test can be replayed). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = Math.imul(state ^ (state >>> 15), 1 | state)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

export const CARD = /<li class="product-card"[\s\S]*?<\/article><\/li>/g

/** Cards the list page's HTML holds: its first page. */
export const HTML_CARDS = 24

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/**
 * A list of `count` cards as the build writes it: the vertical's JSON of `count` clones of its real
 * cards (`realCards`) with new ids, providers, tags and figures, and the list page's HTML (`html`)
 * with the first HTML_CARDS of them in the default order, its filter island's props counting `count`
 * cards from `cardsUrl` (and its count saying `countText`), and a pagination bar.
 */
export function syntheticList(
  html: string,
  realCards: readonly ProductCard[],
  count: number,
  { cardsUrl, countText, indexUrl }: { cardsUrl: string; countText: string; indexUrl?: string },
): { html: string; json: string; cards: ProductCard[]; spec: ListSpec } {
  const templates = html.match(CARD) ?? []
  if (templates.length === 0 || realCards.length === 0) throw new Error('no product cards found in the list page or its JSON')
  const attribute = (li: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(li)?.[1] ?? ''
  const templateOf = new Map(templates.map((li) => [Number(attribute(li, 'data-id')), li]))
  const providers = [...new Set(realCards.map((card) => card.provider))]
  const tags = [...new Set(realCards.flatMap((card) => card.tags))]
  const random = seeded(1000)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const sources: ProductCard[] = []
  const cards: ProductCard[] = []
  for (let i = 0; i < count; i++) {
    const source = realCards[i % realCards.length]!
    const id = 900000 + i
    const card = {
      ...source,
      id,
      slug: `${source.slug}-${i}`,
      provider: pick(providers),
      tags: tags.filter(() => random() < 0.25),
      rankPercent: Math.floor(random() * 101),
      rating: (30 + Math.floor(random() * 21)) / 10,
    } as ProductCard
    if (card.contractType === 'credit-card') {
      card.annualFee = random() < 0.15 ? 0 : 500 + Math.floor(random() * 50) * 100
      card.minIncomeMonthly = 10000 + Math.floor(random() * 90) * 1000
    }
    sources.push(source)
    cards.push(card)
  }

  const island = /(data-island="ProductFilters"[^>]*?data-props=")([^"]*)(")/.exec(html)
  if (!island) throw new Error('no ProductFilters island found in the list page')
  const props = JSON.parse(unescapeAttribute(island[2]!)) as { spec: ListSpec; total: number; cardsUrl?: string }
  const facts = cards.map(cardFacts)
  const first = sortCards(facts, props.spec, props.spec.sorts[0]?.id ?? '').slice(0, HTML_CARDS)
  const lis = first.map((i) => {
    const card = cards[i]!
    const template = templateOf.get(sources[i]!.id) ?? templates[0]!
    const oldId = attribute(template, 'data-id')
    const attributes = Object.entries(factAttributes(facts[i]!))
      .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
      .join(' ')
    return template
      .replace(new RegExp(`(["p-])${oldId}(?=["-])`, 'g'), `$1${card.id}`)
      .replace(/^<li [^>]*>/, `<li class="product-card" id="p${card.id}" ${attributes}>`)
  })
  const start = html.indexOf(templates[0]!)
  const end = html.indexOf(templates.at(-1)!) + templates.at(-1)!.length
  let page = html.slice(0, start) + lis.join('') + html.slice(end)
  page = page.replace(
    island[0],
    `${island[1]}${escapeAttribute(JSON.stringify({ ...props, total: count, cardsUrl, ...(indexUrl === undefined ? {} : { indexUrl }) }))}${island[3]}`,
  )
  // The count the island prerenders for that many cards, so it hydrates without a mismatch.
  page = page.replace(/(<p class="card-count"[^>]*>)[^<]*(<\/p>)/, `$1${escapeAttribute(countText)}$2`)
  if (!page.includes('id="product-list-pages"')) {
    const more = /<div id="product-list-more"[^>]*><\/div>/.exec(page)
    if (!more) throw new Error('no "show more" slot found in the list page')
    const links = [2, 3].map((n) => `<li><a href="?page=${n}">${n}</a></li>`).join('')
    page = page.replace(more[0], `${more[0]}<nav id="product-list-pages" class="list-pages" aria-label="Pages"><ul>${links}</ul></nav>`)
  }
  return { html: page, json: JSON.stringify(cards), cards, spec: props.spec }
}
