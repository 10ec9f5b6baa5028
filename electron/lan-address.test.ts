import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddresses, lanUrls } from './lan-address';

const v4 = (address: string, internal = false): NetworkInterfaceInfo => ({
  address,
  netmask: '255.255.255.0',
  family: 'IPv4',
  mac: '3c:52:82:00:00:01',
  internal,
  cidr: `${address}/24`,
});
const v6 = (address: string): NetworkInterfaceInfo => ({
  address,
  netmask: 'ffff:ffff:ffff:ffff::',
  family: 'IPv6',
  mac: '3c:52:82:00:00:01',
  internal: false,
  cidr: `${address}/64`,
  scopeid: 0,
});

describe('LAN address for the other computers', () => {
  it('offers the office network address and leaves out loopback, IPv6, link-local and virtual adapters', () => {
    const found = lanAddresses({
      lo: [v4('127.0.0.1', true)],
      docker0: [v4('172.17.0.1')],
      'br-5f2a': [v4('172.18.0.1')],
      veth12ab: [v4('172.17.0.5')],
      virbr0: [v4('192.168.122.1')],
      vboxnet0: [v4('192.168.56.1')],
      tailscale0: [v4('100.101.102.103')],
      'vEthernet (WSL)': [v4('172.29.160.1')],
      'VMware Network Adapter VMnet8': [v4('192.168.47.1')],
      enp3s0: [v4('169.254.12.3'), v6('fe80::1'), v4('192.168.1.20')],
    });
    expect(found).toEqual([{ address: '192.168.1.20', interfaceName: 'enp3s0' }]);
  });

  it('puts private ranges on physical adapters first, keeping the system order otherwise', () => {
    const found = lanAddresses({
      'Connexion au réseau local 2': [v4('41.207.10.5')],
      usb0: [v4('10.42.0.1')],
      'Wi-Fi': [v4('192.168.0.14')],
      Ethernet: [v4('10.0.0.7')],
    });
    expect(found.map((a) => a.address)).toEqual(['192.168.0.14', '10.0.0.7', '10.42.0.1', '41.207.10.5']);
  });

  it('knows the private ranges exactly (172.16/12 only)', () => {
    const found = lanAddresses({ eth0: [v4('172.32.0.9')], eth1: [v4('172.31.255.1')], eth2: [v4('172.16.0.1')] });
    expect(found.map((a) => a.address)).toEqual(['172.31.255.1', '172.16.0.1', '172.32.0.9']);
  });

  it('answers nothing on a machine without network', () => {
    expect(lanAddresses({ lo: [v4('127.0.0.1', true)], lo0: [v6('::1')] })).toEqual([]);
  });

  it('builds the app URLs with the port the server got', () => {
    expect(lanUrls({ en0: [v4('192.168.1.20')], en1: [v4('10.1.2.3')] }, 8081)).toEqual([
      'http://192.168.1.20:8081/app/',
      'http://10.1.2.3:8081/app/',
    ]);
  });
});
