/**
 * Whose word to take for the client's address. The site's edge (the site server or nginx) sets
 * X-Forwarded-For to the address it saw, replacing whatever the request brought; the API believes
 * that one hop, and only from the proxy's own addresses. Trusting more (a whole private range at
 * every hop) would let a client name itself in the header and slip past the per-address limits.
 */
import { compile } from '@fastify/proxy-addr';

/** Fastify's trustProxy: the socket's peer (hop 0) is trusted when it is one of `addresses`. */
export function trustedProxyHop(addresses: string): (address: string, hop: number) => boolean {
  const isProxy = compile(
    addresses
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  );
  return (address, hop) => hop === 0 && isProxy(address, hop);
}
