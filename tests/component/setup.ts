// Runs before each component test file (vitest setupFiles). Testing Library waits 1 s by default for
// what a test looks for (findBy..., waitFor); with two workers and their browsers on two cores (docs/testing.md) a render
// can take longer than that without anything being wrong, so the wait is 5 s. What is waited for is
// unchanged: a test still fails when the element never comes.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 5_000 })
