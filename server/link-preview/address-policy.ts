// Which addresses the link-preview crawler may connect to: public unicast only. Loopback, private
// (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16, fe80::/10), carrier-grade NAT,
// multicast, reserved and the IPv6 forms that embed an IPv4 address (6to4, Teredo, NAT64) are refused,
// unless the configuration lists the address (LINK_PREVIEW_ALLOW_HOSTS, e.g. 127.0.0.1 in tests).
import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  allows(address: string): boolean;
}

/** `allowed`: addresses or CIDR ranges the crawler may reach even though they are not public. */
export function addressPolicy(allowed: readonly string[]): AddressPolicy {
  const ranges = allowed.map((entry) => (entry.includes('/') ? ipaddr.parseCIDR(entry) : hostRange(entry)));
  return {
    allows(address) {
      if (!ipaddr.isValid(address)) return false;
      // ::ffff:10.0.0.1 is 10.0.0.1.
      const ip = ipaddr.process(address);
      if (ranges.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits))) return true;
      return ip.range() === 'unicast';
    },
  };
}

function hostRange(address: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  const ip = ipaddr.process(address);
  return [ip, ip.kind() === 'ipv4' ? 32 : 128];
}

/** Throws when an entry of the allow list is neither an address nor a CIDR range. */
export function checkAllowList(entries: readonly string[]): void {
  for (const entry of entries) {
    if (!ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry)) {
      throw new Error(`LINK_PREVIEW_ALLOW_HOSTS: "${entry}" is not an IP address or CIDR range`);
    }
  }
}
