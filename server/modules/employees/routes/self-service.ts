import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { AUTHENTICATED } from '../../../platform/http/requirements';
import { BankAccountSchema, EmergencyContactSchema, EmployeeIdParams, SelfProfileSchema } from '../schema';
import { BankAccountView, EmergencyContactView, EmployeeDetailView } from '../../../../shared/views/employees';
import { presentBankAccount, presentEmergencyContact, presentEmployee } from '../presenter';
import { assertPersonalDataAccess } from '../policy';
import { applyBankAccount, applyEmergencyContact } from '../services/employee-records';
import { findEmployee } from '../services/lookup';
import { ownEmployee, updateOwnProfile } from '../services/self';

/**
 * Self-service: any user linked to an employee profile, without HR permissions. Bank details and
 * emergency contact of someone else need employee.manage (or users.manage): see policy.ts.
 */
export function selfServiceRoutes(): ApiRouter {
  const personal = 'Allowed to the employee themself (record rule) and to holders of employee.manage or users.manage; others get 403 PERMISSION_DENIED.';
  return new ApiRouter('Self-service')
    .get('/hr/me', { summary: 'My employee profile', access: AUTHENTICATED, response: EmployeeDetailView }, async ({ ctx }) => presentEmployee(ctx, await ownEmployee()))
    .put(
      '/hr/me',
      { summary: 'Update my personal contact details (phone, personal email, address)', access: AUTHENTICATED, body: SelfProfileSchema, response: EmployeeDetailView },
      async ({ body, ctx }) => presentEmployee(ctx, await updateOwnProfile(body)),
    )
    .get(
      '/hr/employees/{employeeId}/bank-account',
      { summary: 'Bank details of an employee', description: personal, access: AUTHENTICATED, params: EmployeeIdParams, response: z.object({ bankAccount: BankAccountView }) },
      async ({ params, ctx }) => {
        const employee = await findEmployee(params.employeeId);
        assertPersonalDataAccess(ctx, employee);
        return { bankAccount: presentBankAccount(employee) };
      },
    )
    .put(
      '/hr/employees/{employeeId}/bank-account',
      {
        summary: 'Set the bank details of an employee',
        description: `${personal} IBAN and BIC are validated server-side (WAEMU IBANs included).`,
        access: AUTHENTICATED,
        params: EmployeeIdParams,
        body: BankAccountSchema,
        response: z.object({ bankAccount: BankAccountView }),
      },
      async ({ params, body, ctx }) => {
        const employee = await findEmployee(params.employeeId);
        assertPersonalDataAccess(ctx, employee);
        applyBankAccount(employee, body);
        await employee.save();
        return { bankAccount: presentBankAccount(employee) };
      },
    )
    .get(
      '/hr/employees/{employeeId}/emergency-contact',
      { summary: 'Emergency contact of an employee', description: personal, access: AUTHENTICATED, params: EmployeeIdParams, response: z.object({ emergencyContact: EmergencyContactView }) },
      async ({ params, ctx }) => {
        const employee = await findEmployee(params.employeeId);
        assertPersonalDataAccess(ctx, employee);
        return { emergencyContact: presentEmergencyContact(employee) };
      },
    )
    .put(
      '/hr/employees/{employeeId}/emergency-contact',
      { summary: 'Set the emergency contact of an employee', description: personal, access: AUTHENTICATED, params: EmployeeIdParams, body: EmergencyContactSchema, response: z.object({ emergencyContact: EmergencyContactView }) },
      async ({ params, body, ctx }) => {
        const employee = await findEmployee(params.employeeId);
        assertPersonalDataAccess(ctx, employee);
        applyEmergencyContact(employee, body);
        await employee.save();
        return { emergencyContact: presentEmergencyContact(employee) };
      },
    );
}
