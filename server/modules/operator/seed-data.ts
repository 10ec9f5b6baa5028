import type { PlanInput } from '../../../shared/schemas/operator';
import type { BillingCycle, DiscountType } from '../../../shared/operator';
import type { SubscriptionStatus } from '../../../shared/modules';

/** The demo catalog: features of each module, three plans, add-ons and promo codes. */
export const DEMO_FEATURES = [
  { code: 'accounting.journal', nameFr: 'Journal et plan comptable SYSCOHADA', nameEn: 'SYSCOHADA journal and chart', module: 'ACCOUNTING', icon: 'MenuBook' },
  { code: 'accounting.reports', nameFr: 'États financiers', nameEn: 'Financial statements', module: 'ACCOUNTING', icon: 'Assessment' },
  { code: 'accounting.invoicing', nameFr: 'Facturation clients et relances', nameEn: 'Customer invoicing and dunning', module: 'ACCOUNTING', icon: 'ReceiptLong' },
  { code: 'accounting.payroll', nameFr: 'Paie multi-pays', nameEn: 'Multi-country payroll', module: 'ACCOUNTING', icon: 'Payments' },
  { code: 'hr.employees', nameFr: 'Dossiers salariés', nameEn: 'Employee records', module: 'HR', icon: 'Badge' },
  { code: 'hr.contracts', nameFr: 'Contrats et avenants', nameEn: 'Contracts and amendments', module: 'HR', icon: 'Description' },
  { code: 'leave.requests', nameFr: 'Demandes de congés', nameEn: 'Leave requests', module: 'LEAVE', icon: 'BeachAccess' },
  { code: 'appraisal.reviews', nameFr: 'Entretiens annuels', nameEn: 'Annual reviews', module: 'APPRAISAL', icon: 'RateReview' },
  { code: 'recruitment.pipeline', nameFr: 'Suivi des candidatures', nameEn: 'Applicant tracking', module: 'RECRUITMENT', icon: 'PersonSearch' },
  { code: 'booking.rooms', nameFr: 'Réservation de salles et matériel', nameEn: 'Room and equipment booking', module: 'BOOKING', icon: 'MeetingRoom' },
  { code: 'supplies.vendors', nameFr: 'Registre des fournisseurs', nameEn: 'Vendor register', module: 'SUPPLIES', icon: 'LocalShipping' },
  { code: 'accounting.api', nameFr: 'API comptable (bêta)', nameEn: 'Accounting API (beta)', module: 'ACCOUNTING', icon: 'Api', status: 'BETA' as const, visibleInComparison: false },
] as const;

export const DEMO_PLANS: PlanInput[] = [
  {
    code: 'ESSENTIEL',
    name: 'Essentiel',
    description: 'Comptabilité et RH de base pour les petites équipes.',
    monthlyPrice: 2_500_000,
    annualPrice: 25_000_000,
    quotas: { users: 10, companies: 1, others: { storageGb: 5 } },
    visibility: 'PUBLIC',
    modules: ['ACCOUNTING', 'HR', 'LEAVE'],
    featureCodes: ['accounting.journal', 'accounting.reports', 'hr.employees', 'leave.requests'],
    sortOrder: 1,
  },
  {
    code: 'PRO',
    name: 'Pro',
    description: 'Facturation, paie, contrats et réservations pour les PME.',
    monthlyPrice: 6_500_000,
    annualPrice: 65_000_000,
    quotas: { users: 50, companies: 3, others: { storageGb: 50 } },
    visibility: 'PUBLIC',
    modules: ['ACCOUNTING', 'HR', 'LEAVE', 'BOOKING', 'APPRAISAL'],
    featureCodes: ['accounting.journal', 'accounting.reports', 'accounting.invoicing', 'accounting.payroll', 'hr.employees', 'hr.contracts', 'leave.requests', 'booking.rooms', 'appraisal.reviews'],
    sortOrder: 2,
  },
  {
    code: 'ENTREPRISE',
    name: 'Entreprise',
    description: 'Tous les modules, sans limite d’utilisateurs.',
    monthlyPrice: 15_000_000,
    annualPrice: 150_000_000,
    quotas: { users: null, companies: null, others: { storageGb: 500 } },
    visibility: 'PUBLIC',
    modules: ['ACCOUNTING', 'HR', 'LEAVE', 'APPRAISAL', 'RECRUITMENT', 'BOOKING', 'SUPPLIES'],
    featureCodes: DEMO_FEATURES.filter((f) => !('status' in f)).map((f) => f.code),
    sortOrder: 3,
  },
];

export const DEMO_ADD_ONS = [
  { code: 'USERS-10', name: 'Pack 10 utilisateurs', description: '10 utilisateurs de plus', type: 'USER_PACK' as const, monthlyPrice: 500_000, users: 10 },
  { code: 'RECRUTEMENT', name: 'Module Recrutement', description: 'Suivi des candidatures', type: 'MODULE' as const, monthlyPrice: 1_500_000, module: 'RECRUITMENT' as const },
  { code: 'API-COMPTA', name: 'API comptable', description: 'Accès API au journal', type: 'FEATURE' as const, monthlyPrice: 1_000_000, featureCode: 'accounting.api' },
];

export const DEMO_PROMOS: Array<{ code: string; description: string; discountType: DiscountType; percent?: number; amount?: number; freeMonths?: number; maxUses?: number; planCodes: string[] }> = [
  { code: 'BIENVENUE20', description: '20 % sur l’abonnement', discountType: 'PCT', percent: 20, maxUses: 50, planCodes: [] },
  { code: 'PME-FIXE', description: '5 000 FCFA de remise mensuelle', discountType: 'FIXED', amount: 500_000, maxUses: 20, planCodes: ['PRO'] },
  { code: 'TROIS-MOIS', description: 'Trois mois offerts', discountType: 'MONTHS_FREE', freeMonths: 3, maxUses: 10, planCodes: ['ENTREPRISE'] },
];

export interface DemoTenant {
  slug: string;
  companyName: string;
  country: 'CI' | 'SN' | 'ML' | 'BF' | 'NE' | 'GN' | 'TG' | 'BJ';
  monthsAgo: number;
  plan: string | null;
  cycle: BillingCycle;
  status: SubscriptionStatus;
  /** Months ago the suspension or termination happened. */
  endedMonthsAgo?: number;
  suspendedFrom?: 'TRIAL' | 'ACTIVE';
  promo?: string;
  addOns?: string[];
  customDeal?: { monthlyPrice: number; description: string };
}

export const DEMO_TENANTS: DemoTenant[] = [
  { slug: 'sahel-conseil', companyName: 'Sahel Conseil SARL', country: 'SN', monthsAgo: 11, plan: 'PRO', cycle: 'MONTHLY', status: 'ACTIVE' },
  { slug: 'baobab-btp', companyName: 'Baobab BTP SA', country: 'CI', monthsAgo: 10, plan: 'ENTREPRISE', cycle: 'ANNUAL', status: 'ACTIVE' },
  { slug: 'teranga-digital', companyName: 'Teranga Digital', country: 'SN', monthsAgo: 9, plan: 'ESSENTIEL', cycle: 'MONTHLY', status: 'ACTIVE', promo: 'BIENVENUE20' },
  { slug: 'niger-agro', companyName: 'Niger Agro Industries', country: 'NE', monthsAgo: 8, plan: 'PRO', cycle: 'MONTHLY', status: 'ACTIVE', customDeal: { monthlyPrice: 5_000_000, description: 'Tarif négocié sur 2 ans' } },
  { slug: 'bamako-logistique', companyName: 'Bamako Logistique', country: 'ML', monthsAgo: 7, plan: 'PRO', cycle: 'ANNUAL', status: 'ACTIVE', addOns: ['USERS-10'] },
  { slug: 'ouaga-sante', companyName: 'Ouaga Santé Plus', country: 'BF', monthsAgo: 5, plan: 'ESSENTIEL', cycle: 'MONTHLY', status: 'ACTIVE' },
  { slug: 'conakry-mines', companyName: 'Conakry Mines Services', country: 'GN', monthsAgo: 4, plan: 'ENTREPRISE', cycle: 'MONTHLY', status: 'ACTIVE', addOns: ['API-COMPTA'] },
  { slug: 'lome-services', companyName: 'Lomé Services', country: 'TG', monthsAgo: 0, plan: 'PRO', cycle: 'MONTHLY', status: 'TRIAL' },
  { slug: 'cotonou-tech', companyName: 'Cotonou Tech', country: 'BJ', monthsAgo: 0, plan: null, cycle: 'MONTHLY', status: 'TRIAL' },
  { slug: 'abidjan-retail', companyName: 'Abidjan Retail', country: 'CI', monthsAgo: 6, plan: 'ESSENTIEL', cycle: 'MONTHLY', status: 'SUSPENDED', suspendedFrom: 'ACTIVE', endedMonthsAgo: 1 },
  { slug: 'dakar-events', companyName: 'Dakar Events', country: 'SN', monthsAgo: 2, plan: 'PRO', cycle: 'MONTHLY', status: 'SUSPENDED', suspendedFrom: 'TRIAL', endedMonthsAgo: 1 },
  { slug: 'yamoussoukro-imprimerie', companyName: 'Imprimerie de Yamoussoukro', country: 'CI', monthsAgo: 11, plan: 'ESSENTIEL', cycle: 'MONTHLY', status: 'TERMINATED', endedMonthsAgo: 3 },
  { slug: 'thies-transport', companyName: 'Thiès Transport', country: 'SN', monthsAgo: 9, plan: 'PRO', cycle: 'MONTHLY', status: 'TERMINATED', endedMonthsAgo: 1 },
];
