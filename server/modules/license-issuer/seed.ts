import { createRequestFile } from '../../platform/license';
import { now } from '../../platform/tenancy/context';
import type { FingerprintFields } from '../../../shared/license';
import { createInstance } from './services/instances';

const DEMO_MACHINES: { company: string; contact: string; email: string; country: 'CI' | 'SN'; registry: string; machine: FingerprintFields }[] = [
  {
    company: 'Cacao Export Abidjan SA',
    contact: 'Koffi Yao',
    email: 'dsi@cacao-export.ci',
    country: 'CI',
    registry: 'CI-ABJ-2015-B-20431',
    machine: {
      machineId: '8f3c2a14b6d94e0f9a1b2c3d4e5f6a7b',
      motherboardSerial: 'PF3K9T2A',
      macAddresses: ['00:1b:21:3a:4c:5d'],
      cpuModel: 'Intel Xeon E-2334',
      cpuCores: 4,
      totalMemoryMb: 16_384,
      hostname: 'srv-compta-abj',
    },
  },
  {
    company: 'Teranga Distribution SARL',
    contact: 'Fatou Ndiaye',
    email: 'informatique@teranga-distribution.sn',
    country: 'SN',
    registry: 'SN-DKR-2019-B-11877',
    machine: {
      machineId: '2d7e9b0c4a1f4c8e8b6a5d4c3b2a1f0e',
      motherboardSerial: 'MXQ2140FGH',
      macAddresses: ['3c:52:82:10:20:30', '3c:52:82:10:20:31'],
      cpuModel: 'AMD Ryzen 5 5600G',
      cpuCores: 6,
      totalMemoryMb: 32_768,
      hostname: 'dkr-erp',
    },
  },
];

/** Two installations declared from their request files, waiting for their first license. */
export async function seedLicenseInstances(): Promise<void> {
  for (const demo of DEMO_MACHINES) {
    const { text } = createRequestFile({ instanceCode: null, currentKeyId: null, appVersion: '1.4.0', fingerprint: demo.machine, now: now() });
    await createInstance(
      { companyName: demo.company, contactName: demo.contact, contactEmail: demo.email, phone: null, country: demo.country, registryNumber: demo.registry, requestFile: text },
      'DECLARED',
    );
  }
}
