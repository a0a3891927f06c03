import { readSnapshotFiles } from './content/snapshot'
import { startFakeApi } from './scripts/servers/fakeLookupApi'
import { regenerate } from './scripts/pipeline/regenerate'
import { rollbackLatest } from './scripts/pipeline/publishStore'
const { files } = await readSnapshotFiles('/tmp/d50/work')
const api = await startFakeApi(files)
const t0 = performance.now()
let pulled = 0
try {
  await regenerate({ api: api.url, dataDir: '/tmp/d50/data', distDir: '/tmp/d50/dist', reportsDir: '/tmp/d50/reports', timeoutMs: 120_000,
    log: (line) => { if (/pull … \d+ files/.test(line)) pulled = performance.now(); console.log(((performance.now() - t0) / 1000).toFixed(1), line) } })
} finally { await api.close() }
console.log('from end of pull', ((performance.now() - pulled) / 1000).toFixed(1))
const r = rollbackLatest('/tmp/d50/dist'); console.log('rollback', r.restored)
