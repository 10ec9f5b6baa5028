import type { NetworkInterfaceInfo } from 'node:os';

/**
 * Interface names of virtual adapters: container bridges, hypervisors, VPN tunnels. Their addresses
 * are not reachable from other computers of the office LAN, so the tray must not offer them.
 */
const VIRTUAL_NAME =
  /^(docker|br-|veth|virbr|vboxnet|vmnet|vnic|lxc|lxd|cni|flannel|cali|weave|kube|tun|tap|utun|wg|zt|tailscale|ham|ppp|ipsec|awdl|llw|anpi|bridge|gif|stf)|virtualbox|vmware|hyper-v|vethernet|wsl|loopback|pseudo|npcap|teredo|isatap|bluetooth/i;

/** Names that look like physical Ethernet or Wi-Fi adapters on Linux, macOS and Windows. */
const PHYSICAL_NAME = /^(eth|en|eno|ens|enp|enx|wl|wlan|wlp|wi-?fi|ethernet|local area connection|connexion au réseau local)/i;

export interface LanAddress {
  address: string;
  interfaceName: string;
}

/**
 * The IPv4 addresses other machines of the LAN can use to reach this one, best first: private
 * ranges before others, physical-looking adapters before unknown ones. Loopback, internal,
 * link-local (169.254/16, no DHCP answer) and virtual adapters are left out. IPv6 is left out too:
 * the server listens on 0.0.0.0 (IPv4) and office users type IPv4 addresses.
 */
export function lanAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): LanAddress[] {
  const found: (LanAddress & { rank: number; order: number })[] = [];
  let order = 0;
  for (const [interfaceName, infos] of Object.entries(interfaces)) {
    if (!infos || VIRTUAL_NAME.test(interfaceName)) continue;
    for (const info of infos) {
      if (info.family !== 'IPv4' || info.internal) continue;
      if (isLoopback(info.address) || isLinkLocal(info.address)) continue;
      const rank = (isPrivate(info.address) ? 0 : 2) + (PHYSICAL_NAME.test(interfaceName) ? 0 : 1);
      found.push({ address: info.address, interfaceName, rank, order: order++ });
    }
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ address, interfaceName }) => ({ address, interfaceName }));
}

/** `http://ADDRESS:PORT/app/` for each LAN address. */
export function lanUrls(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>, port: number): string[] {
  return lanAddresses(interfaces).map(({ address }) => `http://${address}:${port}/app/`);
}

function octets(address: string): number[] {
  return address.split('.').map(Number);
}

function isLoopback(address: string): boolean {
  return octets(address)[0] === 127;
}

function isLinkLocal(address: string): boolean {
  const [a, b] = octets(address);
  return a === 169 && b === 254;
}

/** RFC 1918 private ranges, where office LANs live. */
function isPrivate(address: string): boolean {
  const [a, b] = octets(address);
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}
