// https://vike.dev/onBeforePrerenderStart
import { portal, t } from '../serverPortal'
import { portalProducts } from '../vertical/portalProducts'

/** One page per product of the portal, each with its card and vertical (so no +data hook runs per page). */
export async function onBeforePrerenderStart() {
  const { products } = await portalProducts()
  return portal.verticals.flatMap((vertical) =>
    (products[vertical.key] ?? []).map((card) => ({
      url: `${portal.paths.products}/${card.slug}`,
      pageContext: {
        data: {
          head: {
            title: t('products.page.title', { name: card.name, provider: card.provider, brand: portal.brand }),
            description: card.description,
          },
          card,
          vertical,
        },
      },
    })),
  )
}
