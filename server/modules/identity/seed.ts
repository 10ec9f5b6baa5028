import { hashPassword } from '../../platform/auth/passwords';
import { asTenant } from '../../platform/tenancy/context';
import { assignRole, resolveRoles } from '../roles';
import { User } from './models/user';

export const DEMO_PASSWORD = 'demo1234';

/** The tenant logins of the contract's demo table (employee profiles are linked by the HR seed). */
export const DEMO_USERS = [
  { email: 'admin@demo.local', firstName: 'Awa', lastName: 'Koné', role: 'ORG_ADMIN' },
  { email: 'hr@demo.local', firstName: 'Fatou', lastName: 'Diallo', role: 'HR_MANAGER' },
  { email: 'manager@demo.local', firstName: 'Moussa', lastName: 'Traoré', role: 'MANAGER' },
  { email: 'employee@demo.local', firstName: 'Aminata', lastName: 'Ouattara', role: 'EMPLOYEE' },
  { email: 'recruiter@demo.local', firstName: 'Ibrahim', lastName: 'Sanogo', role: 'RECRUITER' },
  { email: 'accountant@demo.local', firstName: 'Koffi', lastName: 'Yao', role: 'ACCOUNTANT' },
  { email: 'cfo@demo.local', firstName: 'Mariam', lastName: 'Bamba', role: 'CFO' },
] as const;

export async function seedDemoUsers(tenantId: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await asTenant(tenantId, async () => {
    for (const demo of DEMO_USERS) {
      const user = await User.create({ email: demo.email, firstName: demo.firstName, lastName: demo.lastName, passwordHash, passwordChangedAt: new Date() });
      const [role] = await resolveRoles([demo.role]);
      await assignRole(user.id, role);
    }
  });
}
