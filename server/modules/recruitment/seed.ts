import { TENANT_PERMISSIONS } from '../../../shared/permissions';
import type { ApplicationStatus, CandidateSource } from '../../../shared/recruitment';
import { ApplyBody, JobOfferBody, RequisitionBody } from '../../../shared/schemas/recruitment';
import { inTransaction } from '../../platform/db/transaction';
import { port, type SeedContext } from '../../platform/modules';
import { asTenant, now as clockNow } from '../../platform/tenancy/context';
import type { EmployeeSummary } from '../employees';
import { apply, move, reject, sendOffer } from './services/applications';
import { scheduleInterview } from './services/interviews';
import { createOffer, findOffer, moveOffer } from './services/offers';
import { createRequisition, decideRequisition, submitRequisition } from './services/requisitions';

const DAY = 86_400_000;
const PUBLIC_URL = 'http://localhost:3000';

const CANDIDATES: Array<[string, string, CandidateSource, ApplicationStatus]> = [
  ['Kouassi', 'Brou', 'JOB_BOARD', 'NEW'],
  ['Nadia', 'Touré', 'DIRECT', 'NEW'],
  ['Yves', 'Kanga', 'PROFESSIONAL_NETWORK', 'SCREENING'],
  ['Rokia', 'Sangaré', 'REFERRAL', 'INTERVIEW'],
  ['Serge', 'Ahoua', 'AGENCY', 'OFFER_SENT'],
  ['Estelle', 'N’Guessan', 'INTERNAL', 'HIRED'],
  ['Lamine', 'Fofana', 'JOB_BOARD', 'REJECTED'],
];
const PATH: ApplicationStatus[] = ['SCREENING', 'INTERVIEW'];

/**
 * The demo company's recruitment: requisitions in several states (drafted, waiting, rejected,
 * published) by the recruiter and decided by the administrator, two published offers with a
 * candidate at every stage of the pipeline (an interview planned, one hired as PRE_HIRE), and a
 * reusable template. Everything goes through the module's services, on the days it would happen.
 */
export async function seedDemoRecruitment(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  const tenantId = ctx.demoTenantId;
  const today = clockNow();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const at = (daysAgo: number, hour = 10) => new Date(midnight - daysAgo * DAY + hour * 3_600_000);
  const person = async (number: string): Promise<EmployeeSummary> => {
    const e = await asTenant(tenantId, () => port('people').employeeByNumber(number));
    if (!e?.userId) throw new Error(`Demo employee ${number} with an account is missing: the employees seed runs first`);
    return e;
  };
  const permissions = new Set<string>(TENANT_PERMISSIONS);
  const as = <T>(who: EmployeeSummary, when: Date, fn: () => Promise<T>) =>
    asTenant(tenantId, () => inTransaction(ctx.sequelize, fn), { realm: 'tenant', userId: who.userId, employeeId: who.id, permissions, now: () => when });
  const admin = await person('EMP-0001');
  const recruiter = await person('EMP-0005');

  const requisition = async (daysAgo: number, body: Record<string, unknown>, outcome: 'draft' | 'pending' | 'approve' | 'reject') => {
    const r = await as(recruiter, at(daysAgo), () => createRequisition(RequisitionBody.parse(body)));
    if (outcome === 'draft') return r.id;
    await as(recruiter, at(daysAgo, 11), () => submitRequisition(r.id));
    if (outcome !== 'pending') await as(admin, at(daysAgo - 1), () => decideRequisition(r.id, outcome, outcome === 'approve' ? 'Budget validé' : 'Poste gelé cette année'));
    return r.id;
  };
  const dev = await requisition(40, { jobTitle: 'Développeur·se full-stack', justification: 'NEW_POSITION', priority: 'URGENT', contractType: 'CDI', headcount: 2, salaryMin: '600000', salaryMax: '900000', description: 'Renfort de l’équipe produit' }, 'approve');
  const sales = await requisition(35, { jobTitle: 'Commercial terrain Bouaké', justification: 'GROWTH', priority: 'NORMAL', contractType: 'CDD', headcount: 2, salaryMin: '350000', salaryMax: '450000' }, 'approve');
  await requisition(20, { jobTitle: 'Stagiaire marketing digital', justification: 'GROWTH', priority: 'FUTURE', contractType: 'STAGE', salaryMin: '100000', salaryMax: '150000' }, 'pending');
  await requisition(25, { jobTitle: 'Assistant·e de direction', justification: 'REPLACEMENT', priority: 'NORMAL', contractType: 'CDI' }, 'reject');
  await requisition(3, { jobTitle: 'Comptable fournisseurs', justification: 'REPLACEMENT', priority: 'URGENT', contractType: 'INTERIM', description: 'Remplacement d’un congé maternité' }, 'draft');

  await as(recruiter, at(30), () =>
    createOffer(JobOfferBody.parse({ title: 'Modèle — poste commercial', description: 'Vous développez un portefeuille de clients professionnels.', skills: ['Prospection', 'Négociation'], languages: [{ language: 'Français', level: 'C2' }], isTemplate: true })),
  );
  const offers = [
    { requisitionId: dev, title: 'Développeur·se full-stack TypeScript', description: 'Vous concevez et faites évoluer la plateforme Baobab avec l’équipe produit à Abidjan.', location: 'Abidjan, Plateau', contractType: 'CDI', skills: ['TypeScript', 'React', 'PostgreSQL'], languages: [{ language: 'Français', level: 'C1' }, { language: 'Anglais', level: 'B2' }] },
    { requisitionId: sales, title: 'Commercial·e terrain — Bouaké', description: 'Vous développez la clientèle de l’agence de Bouaké.', location: 'Bouaké', contractType: 'CDD', skills: ['Prospection', 'Négociation'], languages: [{ language: 'Français', level: 'C2' }, { language: 'Dioula', level: 'B2' }] },
  ];
  for (const [index, body] of offers.entries()) {
    const offer = await as(recruiter, at(30 - index), () => createOffer(JobOfferBody.parse(body)));
    await as(admin, at(29 - index), () => moveOffer(offer.id, 'publish'));
    for (const [n, [firstName, lastName, source, stage]] of CANDIDATES.entries()) {
      const email = `${firstName}.${lastName}.${index + 1}`.normalize('NFD').replace(/[^A-Za-z0-9.]/g, '').toLowerCase() + '@candidats.demo.local';
      const received = 25 - n * 2;
      const a = await as(recruiter, at(received), async () => apply(await findOffer(offer.id, true), ApplyBody.parse({ firstName, lastName, email, source, phone: `+225 07 10 ${String(index).padStart(2, '0')} ${String(n).padStart(2, '0')} 00` }), null));
      if (stage === 'NEW') continue;
      if (stage === 'REJECTED') {
        await as(recruiter, at(received - 1), () => reject(a.id, 'Profil trop éloigné du poste'));
        continue;
      }
      const steps = stage === 'SCREENING' ? PATH.slice(0, 1) : PATH;
      for (const [k, s] of steps.entries()) await as(recruiter, at(received - 1 - k), () => move(a.id, s, null));
      if (stage === 'INTERVIEW')
        await as(recruiter, at(received - 3), () => scheduleInterview(a.id, { type: 'TECHNICAL', startsAt: at(-2, 9).toISOString(), durationMinutes: 60, location: 'Siège, salle Baobab', interviewerIds: [recruiter.userId as string, admin.userId as string] }, PUBLIC_URL));
      if (stage === 'OFFER_SENT' || stage === 'HIRED') await as(recruiter, at(received - 3), () => sendOffer(a.id, 'Proposition envoyée'));
      if (stage === 'HIRED') await as(recruiter, at(received - 4), () => move(a.id, 'HIRED', 'Arrivée prévue le mois prochain', at(-30).toISOString().slice(0, 10)));
    }
  }
}
