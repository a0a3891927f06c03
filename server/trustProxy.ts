/**
 * TRUST_PROXY (docs/api.md): which peers may tell the API the client's address (X-Forwarded-For).
 * Off by default; otherwise the proxies' addresses and CIDRs, comma-separated ("loopback",
 * "10.0.0.0/8,loopback"): an X-Forwarded-For entry counts only when a listed proxy added it, so the
 * client's address is the right-most entry that a trusted hop did not write. "true" (every hop) is
 * refused: it would let a client write its own address and walk around the rate limit. A hop count
 * is refused too: Fastify ignores it (it cannot check who the nearest peer is).
 */
export function parseTrustProxy(value: string | undefined): false | string {
  const text = value?.trim() ?? ''
  if (text === '' || /^(0|false|no|off)$/i.test(text)) return false
  if (/^(1|true|yes|on|all|\*)$/i.test(text) || /^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} would believe any X-Forwarded-For: name the proxies instead, e.g. TRUST_PROXY=loopback (the portal proxy of npm start) or the CDN's CIDRs (10.0.0.0/8)`,
    )
  }
  return text
}
