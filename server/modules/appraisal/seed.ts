import { port, type SeedContext } from '../../platform/modules';
import { asTenant, now as clockNow } from '../../platform/tenancy/context';
import { kpiProgress, type ObjectiveStatus } from '../../../shared/appraisal';
import type { EmployeeSummary } from '../employees';
import { ActionItem, AgendaItem, Appraisal, Campaign, FeedbackRequest, FeedbackResponse, Objective, OneOnOne, Subject } from './models';
import type { Kpi } from './models/objectives';
import { createCycle, openCycle } from './services/cycles';
import { createForm } from './services/forms';
import { recordHistory } from './services/objectives';

const DAY = 86_400_000;

const FORM = {
  name: 'Entretien annuel',
  description: 'Bilan de l’année, revue des objectifs et perspectives',
  sections: [
    { id: 's-bilan', title: 'Bilan de l’année', questions: [
      { id: 'q-qualite', type: 'RATING' as const, label: 'Qualité du travail', scaleMax: 5 },
      { id: 'q-equipe', type: 'RATING' as const, label: 'Esprit d’équipe', scaleMax: 5 },
      { id: 'q-reussites', type: 'TEXT' as const, label: 'Réussites de l’année' },
    ] },
    { id: 's-objectifs', title: 'Objectifs', questions: [{ id: 'q-objectifs', type: 'OBJECTIVE_REVIEW' as const, label: 'Revue des objectifs' }] },
    { id: 's-perspectives', title: 'Perspectives', questions: [{ id: 'q-evolution', type: 'TEXT' as const, label: 'Souhaits d’évolution et de formation' }] },
  ],
};

const selfAnswers = (quality: number, text: string) => [
  { questionId: 'q-qualite', rating: quality },
  { questionId: 'q-equipe', rating: 4 },
  { questionId: 'q-reussites', text },
];

/**
 * The demo company's appraisal year: an open cycle whose appraisals are in every state, a cascade
 * of objectives (company → teams → individuals) with KPIs and a not-achieved decision, one-on-ones
 * of the sales manager with an action item carried over, a running 360° campaign on him, and a
 * closed one on Aminata (employee@demo.local) whose report she reads under “My 360° feedback”.
 */
export async function seedDemoAppraisal(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  await asTenant(ctx.demoTenantId, async () => {
    const today = clockNow();
    const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const at = (daysAgo: number, hour = 9) => new Date(midnight - daysAgo * DAY + hour * 3_600_000);
    const day = (daysAgo: number) => at(daysAgo, 0).toISOString().slice(0, 10);
    const people = new Map<string, EmployeeSummary>();
    const person = async (number: string) => {
      const known = people.get(number) ?? (await port('people').employeeByNumber(number));
      if (!known) throw new Error(`Demo employee ${number} is missing: the employees seed runs first`);
      people.set(number, known);
      return known;
    };
    const found: EmployeeSummary[] = [];
    for (const number of ['EMP-0001', 'EMP-0002', 'EMP-0003', 'EMP-0004', 'EMP-0007', 'EMP-0008', 'EMP-0009', 'EMP-0010', 'EMP-0011', 'EMP-0012', 'EMP-0016', 'EMP-0021']) found.push(await person(number));
    const [awa, fatou, moussa, aminata, mariam, ibrahima, adjoua, seydou, christelle, didier, souleymane, mireille] = found;

    // Objectives first: the appraisals' objective review reads them.
    const objective = async (o: { title: string; type: Objective['type']; parent?: Objective; owner?: EmployeeSummary; kpis?: Kpi[]; progress?: number; status: ObjectiveStatus; decidedBy?: EmployeeSummary; comment?: string }) => {
      const created = await Objective.create({
        title: o.title, description: null, type: o.type, parentId: o.parent?.id ?? null, ownerEmployeeId: o.owner?.id ?? null, cycleId: null,
        weighting: o.type === 'INDIVIDUAL' ? 50 : 100, dueDate: `${today.getUTCFullYear()}-12-31`,
        milestones: [{ id: 'm-1', title: 'Point à mi-parcours', dueDate: `${today.getUTCFullYear()}-06-30`, done: true }, { id: 'm-2', title: 'Bilan de fin d’année', dueDate: `${today.getUTCFullYear()}-12-15`, done: false }],
        kpis: o.kpis ?? [], progress: o.kpis?.length ? kpiProgress(o.kpis) : (o.progress ?? 0), createdBy: o.owner?.userId ?? awa.userId,
      });
      await recordHistory(created, 'create', null, null, o.owner?.userId ?? awa.userId);
      const path: ObjectiveStatus[] = o.status === 'DRAFT' ? [] : o.status === 'PENDING_APPROVAL' ? ['PENDING_APPROVAL'] : ['PENDING_APPROVAL', 'APPROVED', ...(o.status === 'APPROVED' ? [] : [o.status])];
      const actions: Record<string, string> = { PENDING_APPROVAL: 'submit', APPROVED: 'approve', ACHIEVED: 'achieve', NOT_ACHIEVED: 'not-achieved' };
      for (const next of path) {
        const from = created.status;
        await created.update({ status: next });
        const actor = next === 'PENDING_APPROVAL' ? (o.owner?.userId ?? awa.userId) : (o.decidedBy ?? awa).userId;
        await recordHistory(created, actions[next], from, next === 'NOT_ACHIEVED' ? (o.comment ?? null) : null, actor);
      }
      return created;
    };
    const company = await objective({ title: 'Croître de 15 % le chiffre d’affaires', type: 'COMPANY', progress: 62, status: 'APPROVED' });
    const sales = await objective({ title: 'Conquérir 40 nouveaux clients à Abidjan', type: 'TEAM', parent: company, owner: moussa, progress: 55, status: 'APPROVED' });
    await objective({ title: 'Moderniser le système d’information', type: 'TEAM', parent: company, owner: ibrahima, progress: 40, status: 'APPROVED' });
    await objective({
      title: 'Signer 12 nouveaux clients', type: 'INDIVIDUAL', parent: sales, owner: aminata, status: 'APPROVED', decidedBy: moussa,
      kpis: [{ id: 'k-1', name: 'Clients signés', unit: 'clients', target: 12, actual: 7, weighting: 70 }, { id: 'k-2', name: 'Satisfaction client', unit: '%', target: 90, actual: 84, weighting: 30 }],
    });
    // Waiting in Moussa's approvals inbox (no OBJECTIVE circuit in the demo).
    await objective({ title: 'Développer les grands comptes de Bouaké', type: 'INDIVIDUAL', parent: sales, owner: didier, progress: 20, status: 'PENDING_APPROVAL' });
    await objective({ title: 'Migrer la messagerie avant juin', type: 'INDIVIDUAL', owner: adjoua, progress: 70, status: 'NOT_ACHIEVED', decidedBy: ibrahima, comment: 'Fournisseur défaillant : migration reportée à l’an prochain' });

    // The cycle, opened: one DRAFT appraisal per eligible employee, then moved along.
    const form = await createForm(FORM);
    const cycle = await createCycle({ name: `Entretiens annuels ${today.getUTCFullYear()}`, formId: form.id, opensOn: day(20), closesOn: day(-40) });
    await openCycle(cycle.id);
    const appraisalOf = async (e: EmployeeSummary) => (await Appraisal.findOne({ where: { cycleId: cycle.id, employeeId: e.id } })) as Appraisal;
    await (await appraisalOf(christelle)).update({ status: 'SELF_ASSESSMENT', selfAnswers: [{ questionId: 'q-qualite', rating: 4 }] });
    await (await appraisalOf(didier)).update({ status: 'MANAGER_REVIEW', selfAnswers: selfAnswers(4, 'Ouverture de l’agence de Bouaké'), selfSubmittedAt: at(5) });
    await (await appraisalOf(adjoua)).update({
      status: 'AWAITING_SIGNATURE', selfAnswers: selfAnswers(4, 'Refonte du portail client'), selfSubmittedAt: at(12),
      managerAnswers: selfAnswers(5, 'Très bonne année technique'), reviewedAt: at(6), reviewedBy: ibrahima.userId, employeeSignedAt: at(3), employeeSignedBy: adjoua.userId,
    });
    await (await appraisalOf(seydou)).update({
      status: 'SIGNED', selfAnswers: selfAnswers(3, 'Support de 1 200 tickets'), selfSubmittedAt: at(15), managerAnswers: selfAnswers(4, 'Fiable et disponible'),
      reviewedAt: at(10), reviewedBy: ibrahima.userId, employeeSignedAt: at(8), employeeSignedBy: seydou.userId, managerSignedAt: at(7), managerSignedBy: ibrahima.userId,
    });

    // One-on-ones of Moussa and Aminata: a completed one, its open action item carried to the next.
    const done = await OneOnOne.create({ managerEmployeeId: moussa.id, employeeId: aminata.id, scheduledAt: at(14, 10), status: 'COMPLETED', completedAt: at(14, 11), notes: 'Bon démarrage du trimestre ; viser les PME du Plateau.', createdBy: moussa.userId });
    await AgendaItem.bulkCreate([{ oneOnOneId: done.id, title: 'Pipeline commercial', position: 0, discussed: true }, { oneOnOneId: done.id, title: 'Formation négociation', position: 1, discussed: true }]);
    const carried = await ActionItem.create({ oneOnOneId: done.id, title: 'Préparer la liste des prospects du Plateau', ownerEmployeeId: aminata.id, dueDate: day(7), position: 0 });
    await ActionItem.create({ oneOnOneId: done.id, title: 'Inscrire Aminata à la formation négociation', ownerEmployeeId: moussa.id, status: 'DONE', dueDate: day(10), position: 1 });
    const next = await OneOnOne.create({ managerEmployeeId: moussa.id, employeeId: aminata.id, scheduledAt: at(-3, 10), createdBy: aminata.userId });
    await AgendaItem.bulkCreate([{ oneOnOneId: next.id, title: 'Suivi des prospects', position: 0 }, { oneOnOneId: next.id, title: 'Congés de fin d’année', position: 1 }]);
    const copy = await ActionItem.create({ oneOnOneId: next.id, title: carried.title, ownerEmployeeId: aminata.id, dueDate: carried.dueDate, carriedFromId: carried.id, position: 0 });
    await carried.update({ carriedToId: copy.id });

    // A running 360° campaign on Moussa: his manager, five peers, three reports; seven have answered.
    const campaign = await Campaign.create({
      name: `Feedback 360° managers ${today.getUTCFullYear()}`, dueDate: day(-10), status: 'LAUNCHED', launchedAt: at(9),
      questions: [
        { id: 'q-ecoute', category: 'Communication', label: 'Écoute et disponibilité', type: 'RATING' },
        { id: 'q-clarte', category: 'Communication', label: 'Clarté des consignes', type: 'RATING' },
        { id: 'q-vision', category: 'Leadership', label: 'Donne un cap à l’équipe', type: 'RATING' },
        { id: 'q-conseil', category: 'Leadership', label: 'Un conseil pour progresser', type: 'TEXT' },
      ],
    });
    const subject = await Subject.create({ campaignId: campaign.id, employeeId: moussa.id });
    const reviewers: Array<[EmployeeSummary, FeedbackRequest['relationship'], number[] | null, string]> = [
      [awa, 'MANAGER', null, ''],
      [fatou, 'PEER', [4, 4, 5], 'Partager davantage les résultats'], [mariam, 'PEER', [5, 4, 4], 'Anticiper les besoins de trésorerie'],
      [ibrahima, 'PEER', [4, 3, 4], 'Impliquer la DSI plus tôt'], [souleymane, 'PEER', [3, 4, 4], ''], [mireille, 'PEER', null, ''],
      [aminata, 'DIRECT_REPORT', [5, 4, 5], 'Continuer les points hebdomadaires'], [christelle, 'DIRECT_REPORT', [4, 3, 4], 'Clarifier les priorités'],
      [didier, 'DIRECT_REPORT', [4, 4, 3], 'Venir plus souvent à Bouaké'],
    ];
    await seedReviews(campaign, subject, reviewers, ['q-ecoute', 'q-clarte', 'q-vision', 'q-conseil']);

    // A closed campaign on Aminata: her manager's lone answer stays hidden, her four peers show.
    const closed = await Campaign.create({
      name: `Feedback 360° équipe commerciale ${today.getUTCFullYear()}`, dueDate: day(150), status: 'CLOSED', launchedAt: at(170), closedAt: at(145),
      questions: [
        { id: 'q-client', category: 'Relation client', label: 'Écoute des besoins du client', type: 'RATING' },
        { id: 'q-suivi', category: 'Relation client', label: 'Suivi des engagements', type: 'RATING' },
        { id: 'q-equipe', category: 'Travail en équipe', label: 'Partage de l’information', type: 'RATING' },
        { id: 'q-conseil', category: 'Travail en équipe', label: 'Un conseil pour progresser', type: 'TEXT' },
      ],
    });
    const aminataSubject = await Subject.create({ campaignId: closed.id, employeeId: aminata.id });
    await seedReviews(closed, aminataSubject, [
      [moussa, 'MANAGER', [4, 3, 4], 'Déléguer davantage'],
      [christelle, 'PEER', [5, 4, 4], 'Partager ses fiches prospects'], [didier, 'PEER', [4, 4, 3], 'Venir aux réunions de Bouaké'],
      [souleymane, 'PEER', [4, 5, 4], ''], [mireille, 'PEER', [5, 4, 5], 'Garder ce sens du client'],
    ], ['q-client', 'q-suivi', 'q-equipe', 'q-conseil']);
  });
}

/** Requests of a demo campaign; those with ratings answered (three ratings, then the advice). */
async function seedReviews(campaign: Campaign, subject: Subject, reviewers: Array<[EmployeeSummary, FeedbackRequest['relationship'], number[] | null, string]>, questionIds: string[]): Promise<void> {
  for (const [reviewer, relationship, ratings, advice] of reviewers) {
    const request = await FeedbackRequest.create({ campaignId: campaign.id, subjectId: subject.id, reviewerEmployeeId: reviewer.id, relationship, status: ratings ? 'SUBMITTED' : 'PENDING' });
    if (!ratings) continue;
    await FeedbackResponse.create({
      requestId: request.id, subjectId: subject.id, relationship,
      answers: [...ratings.map((rating, i) => ({ questionId: questionIds[i], rating, text: null })), { questionId: questionIds[3], rating: null, text: advice || null }],
    });
  }
}
