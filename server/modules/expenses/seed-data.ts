import type { ExpenseClaimStatus, ReimbursementMode } from '../../../shared/expenses';

/**
 * The demo company's expense claims (XOF), dated in days before the seed's day. The approver is
 * the employee's manager when they hold the MANAGER role (EMP-0003 for the sales team), else the
 * administrator or the accountant; payments are made by the accountant (EMP-0006).
 */
export interface DemoClaim {
  employee: string;
  category: string;
  description: string;
  amount: string;
  /** Days before today: the expense, its submission. */
  spentDaysAgo: number;
  submittedDaysAgo: number;
  status: ExpenseClaimStatus;
  approver?: string;
  receipt?: { vendor: string };
  rejectionReason?: string;
  reimbursed?: { daysAgo: number; mode: ReimbursementMode; note?: string };
}

export const MANAGER = 'EMP-0003';
export const ADMIN = 'EMP-0001';
export const ACCOUNTANT = 'EMP-0006';

export const DEMO_CLAIMS: DemoClaim[] = [
  {
    employee: 'EMP-0006',
    category: 'MEAL',
    description: 'Dîner de mission pendant l’inventaire de l’agence de San-Pédro',
    amount: '12500',
    spentDaysAgo: 37,
    submittedDaysAgo: 35,
    status: 'REIMBURSED',
    approver: ADMIN,
    receipt: { vendor: 'Restaurant Le Débarcadère, San-Pédro' },
    reimbursed: { daysAgo: 28, mode: 'CASH', note: 'Réglé en espèces par la caisse du siège' },
  },
  {
    employee: 'EMP-0004',
    category: 'TRAVEL',
    description: 'Car UTB Abidjan – Yamoussoukro aller-retour, visite client',
    amount: '14000',
    spentDaysAgo: 32,
    submittedDaysAgo: 30,
    status: 'REIMBURSED',
    approver: MANAGER,
    receipt: { vendor: 'UTB Gare d’Adjamé' },
    reimbursed: { daysAgo: 20, mode: 'BANK_TRANSFER', note: 'Virement groupé des notes de frais' },
  },
  {
    employee: 'EMP-0012',
    category: 'MEAL',
    description: 'Repas d’équipe de l’agence de Bouaké',
    amount: '45000',
    spentDaysAgo: 27,
    submittedDaysAgo: 25,
    status: 'REJECTED',
    approver: MANAGER,
    rejectionReason: 'Les repas d’équipe relèvent du budget de l’agence, pas des notes de frais.',
  },
  {
    employee: 'EMP-0003',
    category: 'TRAVEL',
    description: 'Vol Abidjan – Dakar, salon professionnel SIAGRO',
    amount: '285000',
    spentDaysAgo: 22,
    submittedDaysAgo: 20,
    status: 'REIMBURSED',
    approver: ADMIN,
    receipt: { vendor: 'Air Côte d’Ivoire' },
    reimbursed: { daysAgo: 8, mode: 'BANK_TRANSFER' },
  },
  {
    employee: 'EMP-0011',
    category: 'SUPPLIES',
    description: 'Cartouches d’encre pour l’imprimante de l’agence du Plateau',
    amount: '42500',
    spentDaysAgo: 17,
    submittedDaysAgo: 16,
    status: 'PENDING_PAYMENT',
    approver: MANAGER,
    receipt: { vendor: 'Librairie de France, Plateau' },
  },
  {
    employee: 'EMP-0012',
    category: 'TRAVEL',
    description: 'Hôtel à Korhogo, mission de prospection (2 nuits)',
    amount: '70000',
    spentDaysAgo: 14,
    submittedDaysAgo: 12,
    status: 'PENDING_PAYMENT',
    approver: MANAGER,
    receipt: { vendor: 'Hôtel Le Mont Korhogo' },
  },
  {
    employee: 'EMP-0004',
    category: 'MEAL',
    description: 'Déjeuner de travail avec un client grand compte (2 couverts)',
    amount: '28000',
    spentDaysAgo: 10,
    submittedDaysAgo: 9,
    status: 'MANAGER_APPROVED',
    approver: MANAGER,
    receipt: { vendor: 'Restaurant Saakan, Cocody' },
  },
  {
    employee: 'EMP-0018',
    category: 'OTHER',
    description: 'Péages de l’autoroute du Nord, livraisons à Yamoussoukro',
    amount: '7500',
    spentDaysAgo: 7,
    submittedDaysAgo: 6,
    status: 'MANAGER_APPROVED',
    approver: ACCOUNTANT,
  },
  {
    employee: 'EMP-0011',
    category: 'TRAVEL',
    description: 'Carburant, tournée clients Cocody – Bingerville',
    amount: '35000',
    spentDaysAgo: 5,
    submittedDaysAgo: 4,
    status: 'SUBMITTED',
    receipt: { vendor: 'Station Total Riviera 3' },
  },
  {
    employee: 'EMP-0013',
    category: 'SUPPLIES',
    description: 'Ramettes de papier et classeurs pour l’agence de Bouaké',
    amount: '18750',
    spentDaysAgo: 4,
    submittedDaysAgo: 3,
    status: 'SUBMITTED',
  },
  {
    employee: 'EMP-0004',
    category: 'TRAVEL',
    description: 'Taxi Plateau – Zone 4, rendez-vous client',
    amount: '6500',
    spentDaysAgo: 2,
    submittedDaysAgo: 2,
    status: 'SUBMITTED',
  },
  {
    employee: 'EMP-0009',
    category: 'OTHER',
    description: 'Forfait internet mobile pendant l’astreinte du week-end',
    amount: '10000',
    spentDaysAgo: 3,
    submittedDaysAgo: 1,
    status: 'SUBMITTED',
  },
];
