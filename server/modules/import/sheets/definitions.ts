import { CONTRACT_TYPES } from '../../../../shared/contracts';

/** The workbook's sheets in their dependency order: each may reference only the sheets before it. */
export const SHEETS = [
  '01_Organisations',
  '02_Departements',
  '03_Employes',
  '04_Calendrier_Conges',
  '05_Types_Ressources',
  '06_Ressources',
  '07_Contrats',
  '08_Paie',
] as const;
export type SheetName = (typeof SHEETS)[number];

export type ColumnType = 'text' | 'date' | 'int' | 'money' | 'enum' | 'bool' | 'hours';

export interface ColumnDef {
  key: string;
  header: string;
  type: ColumnType;
  required?: boolean;
  max?: number;
  values?: readonly string[];
  help: string;
  example: string;
}

export const NOTES_SHEET_NAME = 'Notes';
export const YES_NO = ['OUI', 'NON'] as const;
export const COUNTRIES = ['CI', 'SN', 'ML', 'BF', 'NE', 'GN', 'TG', 'BJ', 'FR'] as const;
export const CONTRACT_IMPORT_STATUSES = ['DRAFT', 'ACTIVE'] as const;

const col = (key: string, header: string, type: ColumnType, help: string, example: string, extra: Partial<ColumnDef> = {}): ColumnDef => ({ key, header, type, help, example, ...extra });

/** Columns of every sheet but 03_Employes, whose columns are the employee import's (employees port). */
export const SHEET_COLUMNS: Record<Exclude<SheetName, '03_Employes'>, ColumnDef[]> = {
  '01_Organisations': [
    col('code', 'Code', 'text', 'Référence de la société, reprise dans 02_Departements.', 'DEMO', { required: true, max: 30 }),
    col('name', 'Raison sociale', 'text', 'Nom légal de la société (met à jour la fiche de la société).', 'Demo SARL', { required: true, max: 200 }),
    col('country', 'Pays', 'enum', 'Pays de la société : doit être celui du compte.', 'CI', { required: true, values: COUNTRIES }),
    col('representative', 'Matricule du dirigeant', 'text', 'Matricule d’un salarié déjà enregistré (pas d’une ligne de 03_Employes, feuille postérieure).', '', { max: 30 }),
  ],
  '02_Departements': [
    col('code', 'Code', 'text', 'Code unique du département ; un code existant met le département à jour.', 'DIR', { required: true, max: 30 }),
    col('name', 'Nom', 'text', 'Nom du département.', 'Direction', { required: true, max: 120 }),
    col('organisation', 'Organisation', 'text', 'Code d’une ligne de 01_Organisations.', 'DEMO', { required: true, max: 30 }),
    col('parent', 'Code parent', 'text', 'Code d’un autre département (de cette feuille ou existant) ; la hiérarchie ne peut pas boucler.', '', { max: 30 }),
  ],
  '04_Calendrier_Conges': [
    col('date', 'Date', 'date', 'Jour férié ou fermeture de la société (AAAA-MM-JJ ou JJ/MM/AAAA).', '2027-08-16', { required: true }),
    col('name', 'Libellé', 'text', 'Nom du jour chômé.', 'Fermeture annuelle', { required: true, max: 120 }),
  ],
  '05_Types_Ressources': [
    col('name', 'Nom', 'text', 'Nom unique du type ; un nom existant met le type à jour.', 'Salle de réunion', { required: true, max: 100 }),
    col('icon', 'Icône', 'text', 'Nom d’icône (facultatif).', 'meeting_room', { max: 50 }),
    col('color', 'Couleur', 'text', 'Couleur #RRGGBB (facultatif).', '#2E7D32', { max: 7 }),
    col('requiresValidation', 'Validation requise', 'enum', 'OUI : les réservations attendent une validation.', 'NON', { values: YES_NO }),
  ],
  '06_Ressources': [
    col('code', 'Code', 'text', 'Code unique de la ressource ; un code existant met la ressource à jour.', 'SALLE-1', { required: true, max: 30 }),
    col('name', 'Nom', 'text', 'Nom de la ressource.', 'Salle Baobab', { required: true, max: 120 }),
    col('type', 'Type', 'text', 'Nom d’un type de 05_Types_Ressources ou existant.', 'Salle de réunion', { required: true, max: 100 }),
    col('location', 'Emplacement', 'text', 'Lieu (facultatif).', '2e étage', { max: 200 }),
    col('capacity', 'Capacité', 'int', 'Nombre de places (entier positif).', '12'),
  ],
  '07_Contrats': [
    col('reference', 'Référence', 'text', 'Référence unique du contrat.', 'CTR-REPRISE-0001', { required: true, max: 30 }),
    col('employeeNumber', 'Matricule', 'text', 'Matricule d’un salarié de 03_Employes ou existant.', 'EMP-0101', { required: true, max: 30 }),
    col('type', 'Type', 'enum', 'Type de contrat.', 'CDI', { required: true, values: CONTRACT_TYPES }),
    col('status', 'Statut', 'enum', 'ACTIVE pour un contrat en cours, DRAFT pour un projet.', 'ACTIVE', { required: true, values: CONTRACT_IMPORT_STATUSES }),
    col('startDate', 'Date de début', 'date', 'Premier jour du contrat.', '2025-03-01', { required: true }),
    col('endDate', 'Date de fin', 'date', 'Obligatoire pour un CDD, un stage ou un intérim ; après la date de début.', ''),
    col('trialEnd', "Fin de période d'essai", 'date', 'Entre le début et la fin du contrat.', '2025-05-31'),
    col('salary', 'Salaire de base', 'money', 'Salaire mensuel de base (2 décimales au plus).', '450000'),
    col('jobTitle', 'Poste', 'text', 'Intitulé du poste.', 'Comptable', { max: 150 }),
    col('weeklyHours', 'Heures hebdomadaires', 'hours', 'Durée hebdomadaire (par exemple 40 ou 37,5).', '40'),
  ],
  '08_Paie': [
    col('employeeNumber', 'Matricule', 'text', 'Matricule d’un salarié de 03_Employes ou existant.', 'EMP-0101', { required: true, max: 30 }),
    col('contract', 'Référence contrat', 'text', 'Référence d’un contrat de 07_Contrats ou existant (facultatif).', 'CTR-REPRISE-0001', { max: 30 }),
    col('year', 'Année', 'int', 'Année du mois de paie.', '2026', { required: true }),
    col('month', 'Mois', 'int', 'Mois de paie, de 1 à 12.', '10', { required: true }),
    col('gross', 'Brut', 'money', 'Salaire brut du mois.', '450000', { required: true }),
    col('deductions', 'Retenues', 'money', 'Total des retenues salariales.', '63000', { required: true }),
    col('net', 'Net', 'money', 'Net à payer : doit valoir Brut − Retenues.', '387000', { required: true }),
  ],
};

/** The columns of one sheet as the template writes them. */
export function templateColumns(sheet: SheetName, employeeColumns: ReadonlyArray<{ key: string; fr: string; required: boolean; help: string }>): ColumnDef[] {
  if (sheet !== '03_Employes') return SHEET_COLUMNS[sheet];
  const examples: Record<string, string> = { employeeNumber: 'EMP-0101', lastName: 'Kouassi', firstName: 'Aya', email: 'aya.kouassi@exemple.ci', jobTitle: 'Comptable', department: 'DIR', hireDate: '2025-03-01', status: 'ACTIVE', iban: 'CI93CI0080111301134291200589', bic: 'SGCICIAB' };
  return employeeColumns.map((c) => ({ key: c.key, header: c.fr, type: c.key === 'status' ? 'enum' : 'text', required: c.required, help: c.help, example: examples[c.key] ?? '', values: c.key === 'status' ? ['PRE_HIRE', 'ACTIVE'] : undefined }));
}
