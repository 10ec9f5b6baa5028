import { port, type SeedContext } from '../../platform/modules';
import { inTransaction } from '../../platform/db/transaction';
import { asTenant, now as clockNow } from '../../platform/tenancy/context';
import { SurveyBody } from '../../../shared/schemas/satisfaction';
import type { FeedbackScope, FeedbackType } from '../../../shared/satisfaction';
import type { Person } from '../employees';
import { answerSurvey } from './services/answering';
import { postFeedback } from './services/feedback';
import { createSurvey, openSurvey, questionsOf } from './services/surveys';
import { createValue, setValueActive } from './services/values';

const DAY = 86_400_000;

const VALUES = [
  { name: 'Excellence', description: 'Le travail bien fait, du premier coup' },
  { name: 'Solidarité', description: 'On avance ensemble et on s’entraide' },
  { name: 'Intégrité', description: 'Dire ce que l’on fait, faire ce que l’on dit' },
  { name: 'Innovation', description: 'Oser essayer, apprendre de ses erreurs' },
  { name: 'Audace', description: 'Ancienne valeur, remplacée par Innovation', active: false },
];

const PULSE = SurveyBody.parse({
  kind: 'PULSE',
  title: 'Pulse de novembre',
  description: 'Trois minutes pour prendre le pouls de l’équipe. Vos réponses sont anonymes.',
  questions: [
    { type: 'ENPS', label: 'Recommanderiez-vous Demo SARL comme employeur à un proche ?' },
    { type: 'RATING', label: 'Votre charge de travail est-elle raisonnable ?' },
    { type: 'CHOICE', label: 'Quel mode de travail préférez-vous ?', options: ['Au bureau', 'Hybride', 'Télétravail'] },
    { type: 'TEXT', label: 'Une idée pour améliorer notre quotidien ?', required: false },
  ],
});

/** Answers of the demo logins (the employee's is left for the demo): eNPS, rating, choice, text. */
const ANSWERS: Array<[string, number, number, string, string | null]> = [
  ['admin@demo.local', 9, 3, 'Hybride', 'Un point d’équipe mensuel avec toutes les agences'],
  ['hr@demo.local', 10, 4, 'Au bureau', null],
  ['manager@demo.local', 7, 2, 'Hybride', 'Renforcer l’équipe commerciale avant la fin d’année'],
  ['recruiter@demo.local', 6, 4, 'Télétravail', 'Des formations aux outils numériques'],
];

const MESSAGES: Array<{ from: string; to: string; type: FeedbackType; scope: FeedbackScope; value?: string; message: string; daysAgo: number }> = [
  { from: 'admin@demo.local', to: 'accountant@demo.local', type: 'KUDOS', scope: 'COMPANY', message: 'Bravo pour la clôture de l’exercice dans les délais, et sans une seule écriture en suspens !', daysAgo: 20 },
  { from: 'manager@demo.local', to: 'employee@demo.local', type: 'APPRECIATION', scope: 'TEAM', message: 'Merci d’avoir repris le dossier client pendant mon absence : tout était à jour à mon retour.', daysAgo: 14 },
  { from: 'hr@demo.local', to: 'recruiter@demo.local', type: 'VALUES_SHOUTOUT', scope: 'COMPANY', value: 'Solidarité', message: 'Trois recrutements bouclés en un mois, en prenant le temps d’accueillir chaque arrivant.', daysAgo: 9 },
  { from: 'employee@demo.local', to: 'hr@demo.local', type: 'KUDOS', scope: 'COMPANY', message: 'Merci pour l’atelier sur la nouvelle mutuelle, c’était clair et utile.', daysAgo: 6 },
  { from: 'cfo@demo.local', to: 'accountant@demo.local', type: 'FEEDBACK', scope: 'DEPARTMENT', message: 'Le tableau de bord de trésorerie gagnerait à montrer les encaissements prévus à 30 jours.', daysAgo: 4 },
  { from: 'recruiter@demo.local', to: 'manager@demo.local', type: 'VALUES_SHOUTOUT', scope: 'COMPANY', value: 'Excellence', message: 'Des entretiens préparés avec soin : les candidats en parlent encore.', daysAgo: 2 },
];

/**
 * The demo's satisfaction: company values (one retired), a pulse opened to everyone a week ago
 * and answered by four of the five demo logins who answer surveys (enough to show results; the
 * employee's answer is left for the demo), and a recognition wall of messages between them.
 */
export async function seedDemoSatisfaction(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  const tenantId = ctx.demoTenantId;
  const today = clockNow();
  const emails = [...new Set([...ANSWERS.map(([e]) => e), ...MESSAGES.flatMap((m) => [m.from, m.to])])];
  const users = await asTenant(tenantId, () => port('people').usersByEmails(emails));
  const user = (email: string): Person => {
    const found = users.get(email);
    if (!found) throw new Error(`Demo login ${email} is missing: the identity seed runs first`);
    return found;
  };
  const as = <T>(email: string | null, daysAgo: number, fn: () => Promise<T>) =>
    asTenant(tenantId, () => inTransaction(ctx.sequelize, fn), {
      realm: 'tenant',
      userId: email ? user(email).id : null,
      employeeId: email ? user(email).employeeId : null,
      now: () => new Date(today.getTime() - daysAgo * DAY),
    });

  const valueIds = new Map<string, string>();
  for (const v of VALUES) {
    const created = await as('hr@demo.local', 30, () => createValue({ name: v.name, description: v.description }));
    if (v.active === false) await as('hr@demo.local', 30, () => setValueActive(created.id, false));
    valueIds.set(v.name, created.id);
  }

  const pulse = await as('hr@demo.local', 8, () => createSurvey(PULSE));
  await as('hr@demo.local', 7, () => openSurvey(pulse.id, { audience: 'EVERYONE' }));
  const questions = (await asTenant(tenantId, () => questionsOf(pulse.id))).map((q) => q.id);
  for (const [i, [email, enps, rating, choice, text]] of ANSWERS.entries()) {
    const answers = [
      { questionId: questions[0], value: enps },
      { questionId: questions[1], value: rating },
      { questionId: questions[2], value: choice },
      ...(text ? [{ questionId: questions[3], value: text }] : []),
    ];
    await as(email, 6 - i, () => answerSurvey(pulse.id, { answers }));
  }

  for (const m of MESSAGES) {
    await as(m.from, m.daysAgo, () =>
      postFeedback({ type: m.type, scope: m.scope, recipientId: user(m.to).id, message: m.message, valueId: m.value ? valueIds.get(m.value) : null }),
    );
  }
}
