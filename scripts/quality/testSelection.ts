// Which browser test files cover a changed source file (docs/testing.md, "While working"). The rules
// name areas, not single files, and err towards running more: a change that no rule names (or one to
// the shared shell of every page) runs the smoke set, which loads every page of both portals.

/** Browser tests that touch every page: run for any change without a closer rule. */
const SMOKE = ['foundation', 'styles', 'seo', 'firstScript']

/** A source area (regular expression on the path from the repo root) and the browser test files that exercise it. */
const RULES: [RegExp, string[]][] = [
  [/^tests\/e2e\/(harness|pages|testApi|globalSetup|htmlcs)\.ts$/, ['*']],
  [/^(vite\.config\.ts|vitest\.config\.ts|package(-lock)?\.json)$/, ['*']],
  [
    /^(renderer\/|components\/(Layout|Header|Footer|Island|LiveState|PortalContext)\.tsx|components\/[a-z]+\.css$|components\/styles\.ts)/,
    [...SMOKE, 'audit.a11y', 'site', 'islandWake'],
  ],
  [/^(domain\/inlineScripts\.ts|renderer\/(islandPreloads|islandsClient|hydrateIsland)\.tsx?)$/, ['islandWake', 'firstScript', 'landing', 'calculators']],
  [/calculator|Calculator|calculators\//, ['calculators', 'inputIntegrity', 'audit.a11y']],
  [/landing|Landing|birthday-form|income-form|thank-you-promo|domain\/validation\//, ['landing', 'outbox', 'liveContract', 'inputIntegrity', 'audit.a11y']],
  [/contact|Contact|outbox|domain\/leads\//, ['contact', 'outbox', 'liveContract', 'inputIntegrity']],
  [
    /products\/|product\/|compare|apply|vertical\/|Product|Compare|Apply|Carousel|products\.json$|data\/products\//,
    ['products', 'listPages', 'productPages', 'structuredData', 'facets'],
  ],
  [/facet|Facet/, ['facets', 'listPages', 'seo']],
  [/widgets\/|guides|log-out|logOut|consent|campaign|storage|analytics/, ['site', 'logOut']],
  [/seo|structuredData|sitemap/, ['seo', 'structuredData']],
  [/^server\//, ['contact', 'landing', 'liveContract', 'site', 'logOut']],
  [
    /^scripts\/pipeline\/(build|processes|catalogueBuild|buildState|productPages|productFiles|offersFiles|sitePages|siteFiles|replaceFiles|pageStylesheets|checkAll)\.ts$/,
    ['productPages', 'listPages', 'styles', 'foundation'],
  ],
  // Where a page's file is (decision 046): every sweep that reads the built files, and the publish.
  [/^scripts\/pipeline\/sitePages\.ts$/, ['seo', 'structuredData', 'htmlConformance', 'regenerate']],
  [/^scripts\/(pipeline\/(regenerate|pullData|lookupFiles|publishStore|rollback|apiClient|processes)|servers\/fakeLookupApi)\.ts$/, ['regenerate']],
  // The site on the CDNs' runtimes (decision 051): the worker, its files, the API's paths, the build's stage.
  [/^(cdn\/|scripts\/pipeline\/cdnFiles\.ts|domain\/apiPaths\.ts|content\/siteStage\.ts)/, ['cdnHost', 'facets', 'site', 'products']],
  [/^scripts\/servers\/(dev|devPlugin|devPortal)\.ts$/, ['dev']],
  [/^scripts\/servers\/(serve|start|apiProcess)\.ts$/, ['foundation', 'site']],
  [/^(data\/portals\/|content\/portals\.ts|content\/checks\.ts|tests\/fixtures\/portals\/)/, ['thirdPortal', ...SMOKE]],
  [/^(data\/messages\/|content\/messages\.ts|content\/islandMessages)/, [...SMOKE, 'audit.a11y']],
]

/** Files that never change what a browser sees. */
const INERT =
  /^(docs\/|README\.md|\.ci\/|tests\/(unit|component)\/|scripts\/(bench\/|leads\/|pipeline\/(formatJson|publishConsents|README)|quality\/(audit|auditFlows|screenshots|testQuick|testSelection|test\.ts|withPostgres)|sampleData\/)|\.prettier|eslint\.config|knip\.json|tsconfig\.json|\.gitignore)/

/** Every test file name the rules can give ('*' aside), for the check that each still exists. */
export function namedTests(): string[] {
  return [...new Set([...SMOKE, ...RULES.flatMap(([, files]) => files)].filter((name) => name !== '*'))].sort()
}

/**
 * The browser test files (paths as in `all`) for a list of changed paths: the changed browser tests
 * themselves, those that every matching rule names, and the smoke set for a change no rule names.
 */
export function e2eFilesFor(changed: readonly string[], all: readonly string[]): string[] {
  const names = new Set<string>()
  const byName = (name: string) => all.find((path) => path.endsWith(`/${name}.test.ts`))
  for (const path of changed) {
    if (all.includes(path)) {
      names.add(path)
      continue
    }
    if (INERT.test(path)) continue
    const hits = RULES.filter(([pattern]) => pattern.test(path)).flatMap(([, files]) => files)
    if (hits.includes('*')) return [...all].sort()
    for (const name of hits.length ? hits : SMOKE) {
      const file = byName(name)
      if (file) names.add(file)
    }
  }
  return [...names].sort()
}
