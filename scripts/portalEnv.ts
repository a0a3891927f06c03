/** The portal a build or server process is for, from the PORTAL environment variable (ecm or ckj). */
export interface PortalEnv {
  code: 'ECM' | 'CKJ'
  file: 'ecm' | 'ckj'
  locale: 'en-PH' | 'id-ID'
}

export const PORTAL_ENVS: readonly PortalEnv[] = [
  { code: 'ECM', file: 'ecm', locale: 'en-PH' },
  { code: 'CKJ', file: 'ckj', locale: 'id-ID' },
]

/** Reads PORTAL (default ecm); anything else is a usage error naming the allowed values. */
export function portalFromEnv(value = process.env.PORTAL ?? 'ecm'): PortalEnv {
  const found = PORTAL_ENVS.find((p) => p.file === value.toLowerCase())
  if (!found) throw new Error(`PORTAL must be "ecm" or "ckj", got "${value}"`)
  return found
}
