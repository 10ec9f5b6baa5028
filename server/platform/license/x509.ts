// @peculiar/x509 resolves its services through tsyringe, which needs the Reflect metadata API
// loaded before the library itself.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

export { x509 };

/**
 * The extended key usage a license signing certificate must carry: a private OID under 2.25 (an
 * OID made from a UUID, ITU-T X.667), so no other certificate of the root is usable to sign.
 */
export const LICENSE_SIGNING_EKU = '2.25.322802078458053595758158913117001071423';

export const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** A certificate serial as written everywhere here: lower-case hex, no leading zero octets. */
export function normalizeSerial(serial: string): string {
  const hex = serial.trim().toLowerCase().replace(/^0x/, '').replace(/:/g, '');
  if (!/^[0-9a-f]+$/.test(hex)) throw new Error(`Not a hexadecimal serial number: ${serial}`);
  return hex.replace(/^(00)+(?=..)/, '');
}

export async function sha256Thumbprint(cert: x509.X509Certificate): Promise<string> {
  return Buffer.from(await cert.getThumbprint('SHA-256')).toString('hex');
}

export function derOf(cert: x509.X509Certificate): Buffer {
  return Buffer.from(cert.rawData);
}
