import ExcelJS from 'exceljs';

// Bulk import workbooks (server/modules/import): shared by its tests, the isolation registrations of
// the records it creates, and the bench.

export type SheetRows = Record<string, Array<Array<string | number>>>;

export const HEADERS: Record<string, string[]> = {
  '01_Organisations': ['Code', 'Raison sociale', 'Pays', 'Matricule du dirigeant'],
  '02_Departements': ['Code', 'Nom', 'Organisation', 'Code parent'],
  '03_Employes': ['Matricule', 'Nom', 'Prénom', 'Email professionnel', 'Poste', 'Département', 'Matricule du manager', "Date d'embauche", 'Statut', 'IBAN', 'BIC'],
  '04_Calendrier_Conges': ['Date', 'Libellé'],
  '05_Types_Ressources': ['Nom', 'Icône', 'Couleur', 'Validation requise'],
  '06_Ressources': ['Code', 'Nom', 'Type', 'Emplacement', 'Capacité'],
  '07_Contrats': ['Référence', 'Matricule', 'Type', 'Statut', 'Date de début', 'Date de fin', "Fin de période d'essai", 'Salaire de base', 'Poste', 'Heures hebdomadaires'],
  '08_Paie': ['Matricule', 'Référence contrat', 'Année', 'Mois', 'Brut', 'Retenues', 'Net'],
};

/** A coherent workbook: every sheet refers to earlier ones; `p` keeps keys unique per test. */
export function validRows(p: string, company: string): SheetRows {
  return {
    '01_Organisations': [['ORG', company, 'CI', '']],
    '02_Departements': [
      [`${p}-DIR`, `Direction ${p}`, 'ORG', ''],
      [`${p}-FIN`, `Finances ${p}`, 'ORG', `${p}-DIR`],
    ],
    '03_Employes': [
      [`${p}-001`, 'Yao', 'Konan', '', 'Directeur', `${p}-DIR`, '', '2019-01-02', 'ACTIVE', 'CI93CI0080111301134291200589', 'SGCICIAB'],
      [`${p}-002`, 'Koné', 'Awa', '', 'Comptable', `${p}-FIN`, `${p}-001`, '01/03/2024', 'ACTIVE', '', ''],
    ],
    '04_Calendrier_Conges': [['2027-08-16', `Fermeture ${p}`]],
    '05_Types_Ressources': [[`Salle ${p}`, 'meeting_room', '#2E7D32', 'NON']],
    '06_Ressources': [[`${p}-S1`, `Salle Baobab ${p}`, `Salle ${p}`, '2e étage', 12]],
    '07_Contrats': [[`${p}-C1`, `${p}-002`, 'CDD', 'ACTIVE', '2024-03-01', '2027-02-28', '2024-05-31', '450000', 'Comptable', '40']],
    '08_Paie': [[`${p}-002`, `${p}-C1`, 2026, 10, '450000', '63000,50', '386999.50']],
  };
}

/** Builds an .xlsx with the given sheets (headers from HEADERS unless `headers` overrides one). */
export async function workbook(rows: SheetRows, headers: Record<string, string[]> = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, data] of Object.entries(rows)) {
    const sheet = book.addWorksheet(name);
    sheet.addRow(headers[name] ?? HEADERS[name]);
    for (const row of data) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
