import type { EmployeeStatus } from '../../../shared/employees';

/** The demo company's departments: code, name, parent code. */
export const DEMO_DEPARTMENTS = [
  { code: 'DG', name: 'Direction générale', parent: null },
  { code: 'CPT', name: 'Comptabilité et finances', parent: 'DG' },
  { code: 'RH', name: 'Ressources humaines', parent: 'DG' },
  { code: 'COM', name: 'Commercial', parent: 'DG' },
  { code: 'COM-ABJ', name: 'Agence Abidjan-Plateau', parent: 'COM' },
  { code: 'COM-BKE', name: 'Agence Bouaké', parent: 'COM' },
  { code: 'DSI', name: 'Informatique', parent: 'DG' },
  { code: 'LOG', name: 'Logistique', parent: 'DG' },
] as const;

export interface DemoEmployee {
  number: string;
  firstName: string;
  lastName: string;
  /** Demo login this profile belongs to (users seeded by identity), matched by email. */
  email: string;
  jobTitle: string;
  department: (typeof DEMO_DEPARTMENTS)[number]['code'];
  manager: string | null;
  hireDate: string;
  status: EmployeeStatus;
  phone: string;
  birthDate: string;
  /** RIB: bank code, branch, account (the key and IBAN are computed). */
  rib?: { bankCode: string; branchCode: string; accountNumber: string; bic: string; bankName: string };
  emergency?: { name: string; relationship: string; phone: string };
}

const SGCI = { bankCode: 'CI008', bic: 'SGCICIAB', bankName: "Société Générale Côte d'Ivoire" };
const BICICI = { bankCode: 'CI006', bic: 'BICICIAB', bankName: 'BICICI' };
const ECOBANK = { bankCode: 'CI059', bic: 'ECOCCIAB', bankName: "Ecobank Côte d'Ivoire" };

/** The demo users first (same names as the identity seed), then the rest of the company. */
export const DEMO_EMPLOYEES: DemoEmployee[] = [
  { number: 'EMP-0001', firstName: 'Awa', lastName: 'Koné', email: 'admin@demo.local', jobTitle: 'Directrice générale', department: 'DG', manager: null, hireDate: '2015-01-05', status: 'ACTIVE', phone: '+225 07 07 11 22 01', birthDate: '1975-04-12', rib: { ...SGCI, branchCode: '01113', accountNumber: '011342912005' }, emergency: { name: 'Lassina Koné', relationship: 'Conjoint', phone: '+225 07 48 11 22 01' } },
  { number: 'EMP-0002', firstName: 'Fatou', lastName: 'Diallo', email: 'hr@demo.local', jobTitle: 'Responsable des ressources humaines', department: 'RH', manager: 'EMP-0001', hireDate: '2017-03-01', status: 'ACTIVE', phone: '+225 07 07 11 22 02', birthDate: '1982-09-23', rib: { ...BICICI, branchCode: '01201', accountNumber: '200145678901' }, emergency: { name: 'Oumar Diallo', relationship: 'Frère', phone: '+225 05 55 11 22 02' } },
  { number: 'EMP-0003', firstName: 'Moussa', lastName: 'Traoré', email: 'manager@demo.local', jobTitle: 'Directeur commercial', department: 'COM', manager: 'EMP-0001', hireDate: '2016-09-15', status: 'ACTIVE', phone: '+225 07 07 11 22 03', birthDate: '1979-12-02', rib: { ...ECOBANK, branchCode: '01001', accountNumber: '121000345678' }, emergency: { name: 'Salimata Traoré', relationship: 'Conjointe', phone: '+225 07 58 11 22 03' } },
  { number: 'EMP-0004', firstName: 'Aminata', lastName: 'Ouattara', email: 'employee@demo.local', jobTitle: 'Chargée de clientèle', department: 'COM-ABJ', manager: 'EMP-0003', hireDate: '2021-02-01', status: 'ACTIVE', phone: '+225 07 07 11 22 04', birthDate: '1994-06-30', rib: { ...SGCI, branchCode: '01113', accountNumber: '011345550001' }, emergency: { name: 'Mamadou Ouattara', relationship: 'Père', phone: '+225 05 05 11 22 04' } },
  { number: 'EMP-0005', firstName: 'Ibrahim', lastName: 'Sanogo', email: 'recruiter@demo.local', jobTitle: 'Chargé de recrutement', department: 'RH', manager: 'EMP-0002', hireDate: '2020-06-15', status: 'ACTIVE', phone: '+225 07 07 11 22 05', birthDate: '1990-01-18' },
  { number: 'EMP-0006', firstName: 'Koffi', lastName: 'Yao', email: 'accountant@demo.local', jobTitle: 'Comptable', department: 'CPT', manager: 'EMP-0007', hireDate: '2018-11-05', status: 'ACTIVE', phone: '+225 07 07 11 22 06', birthDate: '1987-08-08', rib: { ...BICICI, branchCode: '01201', accountNumber: '200177788899' } },
  { number: 'EMP-0007', firstName: 'Mariam', lastName: 'Bamba', email: 'cfo@demo.local', jobTitle: 'Directrice administrative et financière', department: 'CPT', manager: 'EMP-0001', hireDate: '2016-02-01', status: 'ACTIVE', phone: '+225 07 07 11 22 07', birthDate: '1980-03-14', rib: { ...SGCI, branchCode: '01113', accountNumber: '011340001234' } },
  { number: 'EMP-0008', firstName: 'Ibrahima', lastName: 'Coulibaly', email: 'ibrahima.coulibaly@demo.local', jobTitle: 'Responsable informatique', department: 'DSI', manager: 'EMP-0001', hireDate: '2018-04-03', status: 'ACTIVE', phone: '+225 07 07 11 22 08', birthDate: '1985-05-21', rib: { ...ECOBANK, branchCode: '01001', accountNumber: '121000998877' } },
  { number: 'EMP-0009', firstName: 'Adjoua', lastName: 'Kouamé', email: 'adjoua.kouame@demo.local', jobTitle: 'Développeuse', department: 'DSI', manager: 'EMP-0008', hireDate: '2022-01-10', status: 'ACTIVE', phone: '+225 05 45 22 33 09', birthDate: '1996-10-05' },
  { number: 'EMP-0010', firstName: 'Seydou', lastName: 'Cissé', email: 'seydou.cisse@demo.local', jobTitle: 'Technicien support', department: 'DSI', manager: 'EMP-0008', hireDate: '2023-05-02', status: 'ACTIVE', phone: '+225 01 02 22 33 10', birthDate: '1998-02-27' },
  { number: 'EMP-0011', firstName: 'Christelle', lastName: 'Aka', email: 'christelle.aka@demo.local', jobTitle: 'Commerciale terrain', department: 'COM-ABJ', manager: 'EMP-0003', hireDate: '2019-07-01', status: 'ACTIVE', phone: '+225 07 48 22 33 11', birthDate: '1991-11-11' },
  { number: 'EMP-0012', firstName: 'Didier', lastName: 'Gnagne', email: 'didier.gnagne@demo.local', jobTitle: 'Responsable d’agence', department: 'COM-BKE', manager: 'EMP-0003', hireDate: '2017-10-16', status: 'ACTIVE', phone: '+225 07 58 22 33 12', birthDate: '1983-07-19' },
  { number: 'EMP-0013', firstName: 'Rokia', lastName: 'Sangaré', email: 'rokia.sangare@demo.local', jobTitle: 'Assistante commerciale', department: 'COM-BKE', manager: 'EMP-0012', hireDate: '2020-09-01', status: 'ON_LEAVE', phone: '+225 05 05 22 33 13', birthDate: '1993-04-25' },
  { number: 'EMP-0014', firstName: 'Paul', lastName: 'Ehui', email: 'paul.ehui@demo.local', jobTitle: 'Comptable fournisseurs', department: 'CPT', manager: 'EMP-0007', hireDate: '2021-03-15', status: 'ACTIVE', phone: '+225 07 77 22 33 14', birthDate: '1989-12-09' },
  { number: 'EMP-0015', firstName: 'Nadège', lastName: 'Yapi', email: 'nadege.yapi@demo.local', jobTitle: 'Trésorière', department: 'CPT', manager: 'EMP-0007', hireDate: '2019-01-07', status: 'ACTIVE', phone: '+225 07 87 22 33 15', birthDate: '1988-06-16' },
  { number: 'EMP-0016', firstName: 'Souleymane', lastName: 'Touré', email: 'souleymane.toure@demo.local', jobTitle: 'Responsable logistique', department: 'LOG', manager: 'EMP-0001', hireDate: '2016-06-01', status: 'ACTIVE', phone: '+225 07 09 22 33 16', birthDate: '1981-01-30' },
  { number: 'EMP-0017', firstName: 'Koffi', lastName: 'Assi', email: 'koffi.assi@demo.local', jobTitle: 'Magasinier', department: 'LOG', manager: 'EMP-0016', hireDate: '2022-08-22', status: 'ACTIVE', phone: '+225 05 74 22 33 17', birthDate: '1995-09-03' },
  { number: 'EMP-0018', firstName: 'Bakary', lastName: 'Diomandé', email: 'bakary.diomande@demo.local', jobTitle: 'Chauffeur-livreur', department: 'LOG', manager: 'EMP-0016', hireDate: '2021-11-08', status: 'SUSPENDED', phone: '+225 01 41 22 33 18', birthDate: '1992-03-22' },
  { number: 'EMP-0019', firstName: 'Prisca', lastName: 'Brou', email: 'prisca.brou@demo.local', jobTitle: 'Gestionnaire de paie', department: 'RH', manager: 'EMP-0002', hireDate: '2020-01-13', status: 'ACTIVE', phone: '+225 07 67 22 33 19', birthDate: '1990-08-17' },
  { number: 'EMP-0020', firstName: 'Hervé', lastName: 'Kacou', email: 'herve.kacou@demo.local', jobTitle: 'Développeur (stage)', department: 'DSI', manager: 'EMP-0009', hireDate: '', status: 'PRE_HIRE', phone: '+225 05 96 22 33 20', birthDate: '2001-12-01' },
  { number: 'EMP-0021', firstName: 'Mireille', lastName: 'Amon', email: 'mireille.amon@demo.local', jobTitle: 'Assistante de direction', department: 'DG', manager: 'EMP-0001', hireDate: '2018-02-19', status: 'ACTIVE', phone: '+225 07 57 22 33 21', birthDate: '1986-05-08' },
  { number: 'EMP-0022', firstName: 'Yves', lastName: 'Dosso', email: 'yves.dosso@demo.local', jobTitle: 'Comptable', department: 'CPT', manager: 'EMP-0007', hireDate: '2017-05-02', status: 'TERMINATED', phone: '+225 07 47 22 33 22', birthDate: '1984-10-28' },
];
