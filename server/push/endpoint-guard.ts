// A subscription's endpoint is a URL the browser hands in: the server must not become a way to POST
// into private networks. Push services are public, so endpoints may reach public unicast addresses
// only (the link-preview crawler's policy), unless PUSH_ALLOW_HOSTS lists the address (tests).
import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { AddressPolicy } from '../link-preview/address-policy';

/** False for an endpoint naming a refused IP address or localhost; names are checked when connecting. */
export function isAllowedEndpoint(endpoint: URL, policy: AddressPolicy): boolean {
  const host = endpoint.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return policy.allows(host);
  return host !== 'localhost' && !host.endsWith('.localhost');
}

/** dns.lookup for the push agent: refuses a host when any of its addresses is not allowed. */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true, family: options.family }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const blocked = addresses.find((entry) => !policy.allows(entry.address));
      if (blocked) return callback(new Error(`push endpoint ${hostname} is a private or reserved address (${blocked.address})`), '', 0);
      if (options.all) return (callback as unknown as (error: null, all: dns.LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new Error(`push endpoint ${hostname} has no address`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}
