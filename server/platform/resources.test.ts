import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { resourcePath, resourcesDir } from './resources';

describe('shipped resources', () => {
  it('are resolved from the working directory, like the license trust root default', () => {
    expect(resourcesDir()).toBe(path.join(process.cwd(), 'resources'));
    expect(resourcePath('license', 'root-ca.pem')).toBe(path.resolve(loadConfig({}).LICENSE_TRUST_ROOT));
  });
});
