/**
 * The demo company's leave configuration (Côte d'Ivoire, interprofessional collective agreement
 * of 1977) and the requests its staff made around today. Offsets are in working days from today
 * (negative: already started or past), lengths in working days.
 */
export const DEMO_CONVENTION = 'CI-CIC-1977';

export interface DemoType {
  type: { code: string; name: string; color: string; paid?: boolean; requiresApproval?: boolean; requiresProof?: boolean; accrualMode: 'ANNUAL' | 'MONTHLY_208' | 'PRORATED' | 'SENIORITY_BONUS' };
  policy: Record<string, unknown>;
}

export const demoTypes = (year: number): DemoType[] => [
  {
    type: { code: 'CP', name: 'Congés payés', color: '#2E7D32', accrualMode: 'MONTHLY_208' },
    policy: {
      annualAllowance: 24.96,
      carryOverRules: { maxDays: 5, expiresOn: '03-31' },
      minNoticeDays: 7,
      maxConsecutiveDays: 25,
      minTeamCoveragePercent: 50,
      blackoutPeriods: [{ start: `${year}-12-29`, end: `${year}-12-31`, label: 'Clôture annuelle des comptes' }],
      conventionCode: DEMO_CONVENTION,
      changeNote: '2,08 jours ouvrés par mois (2,2 jours ouvrables de la convention de 1977, arrondis en faveur du salarié)',
    },
  },
  {
    type: { code: 'ANCIENNETE', name: "Jours d'ancienneté", color: '#6A1B9A', accrualMode: 'SENIORITY_BONUS' },
    policy: {
      annualAllowance: 0,
      carryOverRules: { maxDays: 0, expiresOn: null },
      minNoticeDays: 7,
      conventionCode: DEMO_CONVENTION,
      seniorityBonus: [
        { afterYears: 5, days: 0.83 },
        { afterYears: 10, days: 1.67 },
        { afterYears: 15, days: 2.5 },
        { afterYears: 20, days: 4.17 },
        { afterYears: 25, days: 5.83 },
        { afterYears: 30, days: 6.67 },
      ],
      changeNote: 'Majoration pour ancienneté du Code du travail (art. 25.2), en jours ouvrés',
    },
  },
  {
    type: { code: 'MALADIE', name: 'Congé maladie', color: '#C62828', requiresApproval: false, requiresProof: true, accrualMode: 'ANNUAL' },
    policy: { annualAllowance: 15, changeNote: 'Sur certificat médical, sans validation préalable' },
  },
  {
    type: { code: 'EVENEMENT', name: 'Permissions exceptionnelles', color: '#EF6C00', accrualMode: 'ANNUAL' },
    policy: { annualAllowance: 10, maxConsecutiveDays: 5, changeNote: 'Événements familiaux : mariage, naissance, décès' },
  },
  {
    type: { code: 'SANS_SOLDE', name: 'Congé sans solde', color: '#546E7A', paid: false, accrualMode: 'ANNUAL' },
    policy: { annualAllowance: 30, minNoticeDays: 15, maxConsecutiveDays: 20 },
  },
];

export interface DemoRequest {
  /** Employee number of the requester (an account holding leave.create; the approvers hold leave.approve). */
  employee: string;
  type: string;
  offset: number;
  days: number;
  reason?: string;
  outcome: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  comment?: string;
  proof?: boolean;
}

export const DEMO_REQUESTS: DemoRequest[] = [
  { employee: 'EMP-0005', type: 'CP', offset: -7, days: 3, reason: 'Mariage d’un cousin à Bouaké', outcome: 'APPROVED', comment: 'Accordé, bonne fête' },
  { employee: 'EMP-0003', type: 'CP', offset: -2, days: 4, reason: 'Repos', outcome: 'APPROVED' },
  { employee: 'EMP-0005', type: 'MALADIE', offset: -1, days: 1, outcome: 'APPROVED', proof: true },
  { employee: 'EMP-0004', type: 'CP', offset: 3, days: 5, reason: 'Vacances en famille à Assinie', outcome: 'APPROVED', comment: 'Bon repos' },
  { employee: 'EMP-0002', type: 'EVENEMENT', offset: 4, days: 2, reason: 'Naissance d’un neveu', outcome: 'PENDING' },
  { employee: 'EMP-0005', type: 'CP', offset: 6, days: 3, outcome: 'PENDING' },
  { employee: 'EMP-0004', type: 'CP', offset: 10, days: 1, reason: 'Rendez-vous administratif', outcome: 'REJECTED', comment: 'Clôture mensuelle ce jour-là : merci de choisir une autre date' },
  { employee: 'EMP-0005', type: 'CP', offset: 12, days: 5, reason: 'Voyage à Dakar', outcome: 'APPROVED' },
  { employee: 'EMP-0004', type: 'CP', offset: 15, days: 2, reason: 'Pont', outcome: 'PENDING' },
  { employee: 'EMP-0003', type: 'CP', offset: 20, days: 5, reason: 'Congés de fin d’année', outcome: 'PENDING' },
  { employee: 'EMP-0004', type: 'EVENEMENT', offset: 25, days: 1, reason: 'Baptême', outcome: 'CANCELLED', comment: 'Cérémonie reportée' },
];

/** Balance adjustments made by HR, with their reason. */
export const DEMO_ADJUSTMENTS = [{ employee: 'EMP-0004', type: 'CP', delta: 2, reason: 'Report de l’an dernier validé par la DRH' }];
