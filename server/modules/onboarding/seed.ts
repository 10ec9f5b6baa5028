import type { SeedContext } from '../../platform/modules';
import { asTenant } from '../../platform/tenancy/context';
import { SYSTEM_ROLE_IDS } from '../roles';
import { port } from '../../platform/modules';
import { usersByEmail } from './services/seed-helpers';
import { initiateOffboarding } from './services/offboardings';
import { startOnboarding } from './services/onboardings';
import { completeTask } from './services/tasks';
import { createOnboardingTemplate } from './services/templates';

const DAY = 86_400_000;
const day = (from: Date, days: number) => new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * Two checklists, the intern's onboarding under way (first steps done), and a resignation
 * waiting for the manager's approval (manager@demo.local sees it in the approval inbox).
 */
export async function seedDemoOnboarding(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  const today = ctx.now();
  const hr = SYSTEM_ROLE_IDS.HR_MANAGER;
  await asTenant(
    ctx.demoTenantId,
    async () => {
      const standard = await createOnboardingTemplate({
        name: 'Intégration standard',
        description: 'Parcours d’accueil de tout nouveau salarié au siège d’Abidjan.',
        active: true,
        steps: [
          { title: 'Préparer le contrat et le dossier administratif', description: 'Contrat signé, pièces d’identité, RIB, déclaration CNPS.', ownerType: 'ROLE', ownerRoleId: hr, ownerUserId: null, dueOffsetDays: -7 },
          { title: 'Commander le poste de travail et les accès', description: 'Ordinateur, messagerie, badge d’accès.', ownerType: 'MANAGER', ownerRoleId: null, ownerUserId: null, dueOffsetDays: -3 },
          { title: 'Accueil et visite des locaux', description: null, ownerType: 'MANAGER', ownerRoleId: null, ownerUserId: null, dueOffsetDays: 0 },
          { title: 'Lire et signer le règlement intérieur', description: null, ownerType: 'EMPLOYEE', ownerRoleId: null, ownerUserId: null, dueOffsetDays: 1 },
          { title: 'Entretien de fin de première semaine', description: null, ownerType: 'MANAGER', ownerRoleId: null, ownerUserId: null, dueOffsetDays: 5 },
          { title: 'Point RH de fin de période d’essai', description: null, ownerType: 'ROLE', ownerRoleId: hr, ownerUserId: null, dueOffsetDays: 60 },
        ],
      });
      await createOnboardingTemplate({
        name: 'Accueil d’un stagiaire',
        description: 'Convention, tuteur et objectifs du stage.',
        active: true,
        steps: [
          { title: 'Faire signer la convention de stage', description: null, ownerType: 'ROLE', ownerRoleId: hr, ownerUserId: null, dueOffsetDays: -5 },
          { title: 'Désigner le tuteur et fixer les objectifs', description: null, ownerType: 'MANAGER', ownerRoleId: null, ownerUserId: null, dueOffsetDays: 0 },
          { title: 'Bilan de mi-parcours', description: null, ownerType: 'MANAGER', ownerRoleId: null, ownerUserId: null, dueOffsetDays: 90 },
        ],
      });

      const [hrUser, directorUser] = await usersByEmail(['hr@demo.local', 'admin@demo.local']);
      const as = <T>(userId: string, fn: () => Promise<T>) =>
        asTenant(ctx.demoTenantId as string, fn, { userId, realm: 'tenant', permissions: new Set(['onboarding.manage', 'offboarding.manage']), now: () => today });

      const intern = await port('people').employeeByNumber('EMP-0020');
      if (intern && hrUser) {
        const onboarding = await as(hrUser, () => startOnboarding(intern.id, { templateId: standard.id, startDate: day(today, 10) }));
        const first = (onboarding.tasks ?? []).find((t) => t.position === 1);
        if (first) await as(hrUser, () => completeTask(onboarding.id, first.id, 'Dossier complet, contrat envoyé'));
      }

      // The managing director records a resignation: the manager decides first, then HR.
      const leaving = await port('people').employeeByNumber('EMP-0011');
      if (leaving && directorUser) {
        await as(directorUser, () =>
          initiateOffboarding(leaving.id, { reason: 'RESIGNATION', comment: 'Démission reçue par courrier, préavis d’un mois.', exitDate: day(today, 30) }),
        );
      }
    },
    { now: () => today },
  );
}
