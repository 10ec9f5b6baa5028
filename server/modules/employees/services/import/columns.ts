import { normalizeForSearch } from '../../models/employee';

/** The columns of the employee import, in template order. Headers match by key, French or English label. */
export const IMPORT_COLUMNS = [
  { key: 'employeeNumber', fr: 'Matricule', en: 'Employee number', required: true, help: 'Identifiant unique du salarié ; une ligne dont le matricule existe met la fiche à jour.' },
  { key: 'lastName', fr: 'Nom', en: 'Last name', required: true, help: 'Nom de famille.' },
  { key: 'firstName', fr: 'Prénom', en: 'First name', required: true, help: 'Prénom(s).' },
  { key: 'email', fr: 'Email professionnel', en: 'Work email', required: false, help: 'Unique dans la société.' },
  { key: 'jobTitle', fr: 'Poste', en: 'Job title', required: false, help: 'Intitulé du poste.' },
  { key: 'department', fr: 'Département', en: 'Department', required: false, help: 'Nom ou code d’un département ; un nom inconnu crée le département (avertissement).' },
  { key: 'managerEmployeeNumber', fr: 'Matricule du manager', en: 'Manager employee number', required: false, help: 'Matricule d’un salarié existant ou d’une autre ligne du fichier.' },
  { key: 'hireDate', fr: "Date d'embauche", en: 'Hire date', required: false, help: 'AAAA-MM-JJ ou JJ/MM/AAAA.' },
  { key: 'status', fr: 'Statut', en: 'Status', required: false, help: 'PRE_HIRE (défaut) ou ACTIVE pour une nouvelle fiche ; pour une fiche existante, un changement suit le cycle de vie.' },
  { key: 'collectiveAgreementCode', fr: 'Convention collective', en: 'Collective agreement', required: false, help: 'Code de la convention collective applicable.' },
  { key: 'phone', fr: 'Téléphone', en: 'Phone', required: false, help: 'Par exemple +225 07 08 09 10 11.' },
  { key: 'personalEmail', fr: 'Email personnel', en: 'Personal email', required: false, help: '' },
  { key: 'birthDate', fr: 'Date de naissance', en: 'Birth date', required: false, help: 'AAAA-MM-JJ ou JJ/MM/AAAA.' },
  { key: 'nationality', fr: 'Nationalité', en: 'Nationality', required: false, help: 'Code pays à deux lettres (CI, SN, FR…).' },
  { key: 'socialSecurityNumber', fr: 'N° sécurité sociale', en: 'Social security number', required: false, help: 'Numéro CNPS, IPRES, sécurité sociale…' },
  { key: 'iban', fr: 'IBAN', en: 'IBAN', required: false, help: 'Avec le BIC ; les IBAN UEMOA (28 caractères) sont acceptés.' },
  { key: 'bic', fr: 'BIC', en: 'BIC', required: false, help: '8 ou 11 caractères.' },
  { key: 'bankName', fr: 'Banque', en: 'Bank name', required: false, help: '' },
  { key: 'emergencyContactName', fr: "Contact d'urgence (nom)", en: 'Emergency contact name', required: false, help: 'Avec le lien et le téléphone.' },
  { key: 'emergencyContactRelationship', fr: "Contact d'urgence (lien)", en: 'Emergency contact relationship', required: false, help: 'Conjoint, parent, frère…' },
  { key: 'emergencyContactPhone', fr: "Contact d'urgence (téléphone)", en: 'Emergency contact phone', required: false, help: '' },
] as const;

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ImportRecord = Partial<Record<ImportColumnKey, string>>;

const normalizeHeader = (h: string) => normalizeForSearch(h).replace(/[^a-z0-9]/g, '');

const BY_HEADER = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.flatMap((c) => [c.key, c.fr, c.en].map((h) => [normalizeHeader(h), c.key] as [string, ImportColumnKey])),
);

export function columnOfHeader(header: string): ImportColumnKey | undefined {
  return BY_HEADER.get(normalizeHeader(header));
}

export function labelOf(key: ImportColumnKey): string {
  return IMPORT_COLUMNS.find((c) => c.key === key)?.fr ?? key;
}

export const TEMPLATE_SHEET = 'Employés';
