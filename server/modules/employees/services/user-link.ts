import { unknownReference } from './lookup';

/**
 * The link between an employee profile and a tenant user account. employee.userId is the link
 * self-service relies on; the identity module's users.employee_id mirrors it and is kept in step
 * through this port, which the module's start hook wires to identity's exported service.
 */
export interface UserLinks {
  /** Refuses (422 on userId) a user that is not a user of the current tenant. */
  assertLinkable(userId: string): Promise<void>;
  link(userId: string, employeeId: string): Promise<void>;
  unlink(userId: string, employeeId: string): Promise<void>;
  /** The current tenant's user with this email (demo seed, import). */
  userIdByEmail(email: string): Promise<string | null>;
  /** Emails of the current tenant's users who manage employee documents (expiry alerts). */
  hrRecipients(): Promise<string[]>;
}

const noUsers: UserLinks = {
  async assertLinkable() {
    throw unknownReference('userId', 'User');
  },
  async link() {},
  async unlink() {},
  async userIdByEmail() {
    return null;
  },
  async hrRecipients() {
    return [];
  },
};

let current: UserLinks = noUsers;

export function setUserLinks(links: UserLinks): void {
  current = links;
}

export function userLinks(): UserLinks {
  return current;
}

export function hrRecipients(): Promise<string[]> {
  return current.hrRecipients();
}
