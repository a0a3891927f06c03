// Runs before each browser test file (vitest setupFiles). The worker's site (servers, lead API,
// Chromium: tests/e2e/harness.ts) starts here, under the hook time limit, and not inside the first
// test that asks for it, whose own time limit is for what it checks.
import { beforeAll } from 'vitest'
import { site } from './harness'

beforeAll(async () => {
  await site()
})
