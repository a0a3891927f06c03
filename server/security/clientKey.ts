import { isIPv6 } from 'node:net'
import { Address6 } from 'ip-address'

/**
 * The rate-limit key of a client address (docs/security.md, "Limits"): an IPv4 address as it is, an
 * IPv4-mapped IPv6 address as its IPv4 address, any other IPv6 address as its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise take a fresh address for every try.
 */
export function clientNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase()
  const address = new Address6(ip)
  if (address.isMapped4()) return address.to4().correctForm()
  return `${new Address6(`${address.correctForm()}/64`).startAddress().correctForm()}/64`
}

/**
 * The key of a request for every per-client limit: its network (clientNetwork). A connection reset
 * before the request is read leaves no address: such clients share one bucket (they cannot read an
 * answer anyway) rather than making the limiter throw.
 */
export function requestClientKey(request: { ip?: string; socket?: { remoteAddress?: string } }): string {
  const ip = request.ip || request.socket?.remoteAddress
  return ip ? clientNetwork(ip) : 'connection-gone'
}

/**
 * The network a failed login came from, for the logs (docs/security.md, "Personal data"): an IPv4
 * /24 or an IPv6 /64, enough to see an attack's spread, never one visitor's address.
 */
export function requestLogNetwork(request: { ip?: string; socket?: { remoteAddress?: string } }): string {
  const key = requestClientKey(request)
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(key)
  return v4 ? `${v4[1]}.0/24` : key
}
