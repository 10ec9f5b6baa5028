import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourcePath } from '../resources';
import { loadConfig } from '../../config';
import { licenseTrustFiles, loadTrustStore } from './trust';
import { x509 } from './x509';

describe('the shipped license trust', () => {
  it('is one P-256 root (CA, path length 0) and an empty retired list, found through resourcePath', async () => {
    const files = licenseTrustFiles(loadConfig({}));
    expect(files).toEqual({
      rootPath: resourcePath('license', 'root-ca.pem'),
      retiredPath: resourcePath('license', 'retired.json'),
    });
    const trust = await loadTrustStore(files);
    expect(trust.roots).toHaveLength(1);
    expect(trust.retiredSerials.size).toBe(0);
    const [root] = trust.roots;
    const constraints = root.getExtension(x509.BasicConstraintsExtension);
    expect(constraints).toMatchObject({ ca: true, pathLength: 0 });
    expect(root.publicKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' });
    expect(root.notAfter.getUTCFullYear()).toBeGreaterThan(2045);
  });

  it('ships no private key', () => {
    for (const name of fs.readdirSync(resourcePath('license'))) {
      expect(fs.readFileSync(resourcePath('license', name), 'utf8')).not.toMatch(/PRIVATE KEY/);
    }
  });
});
