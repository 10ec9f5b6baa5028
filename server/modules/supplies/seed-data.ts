/** The demo company's vendors and purchase requests (Abidjan, XOF). */

type Bank = { bankCode: string; bic: string };
const SGCI: Bank = { bankCode: 'CI008', bic: 'SGCICIAB' };
const BICICI: Bank = { bankCode: 'CI006', bic: 'BICICIAB' };
const ECOBANK: Bank = { bankCode: 'CI059', bic: 'ECOCCIAB' };
const SGBS: Bank = { bankCode: 'SN011', bic: 'SGSNSNDA' };

export interface DemoVendor {
  code?: string;
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  taxId?: string;
  bank?: Bank & { country: 'CI' | 'SN'; branchCode: string; accountNumber: string };
  paymentTermsDays?: number;
  notes?: string;
  active?: boolean;
}

export const DEMO_VENDORS: DemoVendor[] = [
  { name: 'Société Ivoirienne de Bureautique', email: 'commandes@sib.ci', phone: '+225 27 20 21 45 10', address: 'Boulevard de Marseille, Zone 4, Abidjan', taxId: 'CI-1234567A', bank: { ...SGCI, country: 'CI', branchCode: '01113', accountNumber: '011300450001' }, notes: 'Papeterie, toner, petit mobilier' },
  { name: 'Abidjan Informatique Services', email: 'ventes@ais.ci', phone: '+225 27 22 44 10 20', address: 'Rue des Jardins, Deux-Plateaux, Cocody', taxId: 'CI-2345678B', bank: { ...ECOBANK, country: 'CI', branchCode: '01001', accountNumber: '121000230045' }, paymentTermsDays: 45 },
  { name: 'Compagnie Ivoirienne d’Électricité', code: 'CIE', email: 'entreprises@cie.ci', address: 'Avenue Christiani, Treichville', taxId: 'CI-0000123C', bank: { ...SGCI, country: 'CI', branchCode: '01113', accountNumber: '011300000123' }, paymentTermsDays: 15 },
  { name: 'Orange Côte d’Ivoire', code: 'ORANGE', email: 'pro@orange.ci', address: 'Immeuble Orange, Plateau', taxId: 'CI-0000456D', bank: { ...BICICI, country: 'CI', branchCode: '01201', accountNumber: '200100004567' } },
  { name: 'Imprimerie Nouvelle du Plateau', email: 'devis@inp.ci', phone: '+225 27 20 33 12 12', address: 'Avenue Chardy, Plateau', bank: { ...BICICI, country: 'CI', branchCode: '01201', accountNumber: '200155501234' } },
  { name: 'Transports Bamba et Fils', email: 'logistique@bamba-transports.ci', phone: '+225 07 07 45 45 45', address: 'Zone industrielle de Yopougon', bank: { ...ECOBANK, country: 'CI', branchCode: '01001', accountNumber: '121000777001' }, paymentTermsDays: 0, notes: 'Paiement à la livraison' },
  { name: 'Fournitures Dakaroises SARL', email: 'export@fourdak.sn', address: 'Rue Carnot, Dakar', taxId: 'SN-778899E', bank: { ...SGBS, country: 'SN', branchCode: '01001', accountNumber: '001234567890' }, paymentTermsDays: 60 },
  { name: 'Nettoyage Pro Cocody', email: 'contact@nettoyagepro.ci', phone: '+225 05 05 66 77 88', address: 'Riviera Palmeraie, Cocody', bank: { ...SGCI, country: 'CI', branchCode: '01113', accountNumber: '011300998811' } },
  { name: 'Mobilier de Bureau Africain', email: 'ventes@mba.ci', address: 'Boulevard VGE, Marcory', bank: { ...SGCI, country: 'CI', branchCode: '01113', accountNumber: '011300554433' }, paymentTermsDays: 45 },
  { name: 'Sécurité Gardiennage Ivoire', email: 'direction@sgi.ci', phone: '+225 27 21 35 00 00', address: 'Rue du Canal, Koumassi', bank: { ...BICICI, country: 'CI', branchCode: '01201', accountNumber: '200166600777' } },
  { name: 'Eau Minérale Awoulé', email: 'livraison@awoule.ci', address: 'Route de Bingerville', bank: { ...ECOBANK, country: 'CI', branchCode: '01001', accountNumber: '121000445566' }, paymentTermsDays: 15 },
  { name: 'Ancien Prestataire Télécom', email: 'contact@apt.ci', bank: { ...SGCI, country: 'CI', branchCode: '01113', accountNumber: '011300112200' }, active: false, notes: 'Contrat résilié : ne plus commander' },
];

/** Who asks (employee number), for which vendor (its name), what; the outcome the demo shows. */
export interface DemoPurchase {
  requester: string;
  vendor: string;
  daysAgo: number;
  neededInDays: number;
  justification: string;
  accountCode?: string;
  items: Array<{ description: string; quantity: number; unitPrice: string }>;
  outcome: 'DRAFT' | 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'ORDERED' | 'RECEIVED' | 'CANCELLED';
  comment?: string;
}

export const PURCHASE_REQUESTERS = ['EMP-0004', 'EMP-0005'];

export const DEMO_PURCHASES: DemoPurchase[] = [
  { requester: 'EMP-0004', vendor: 'Société Ivoirienne de Bureautique', daysAgo: 20, neededInDays: 10, justification: 'Réassort de papeterie pour l’agence commerciale', accountCode: '6047', items: [{ description: 'Ramettes de papier A4 80 g', quantity: 40, unitPrice: '3250' }, { description: 'Cartouches de toner HP 26A', quantity: 4, unitPrice: '48500' }], outcome: 'RECEIVED', comment: 'OK, stock bas' },
  { requester: 'EMP-0005', vendor: 'Abidjan Informatique Services', daysAgo: 12, neededInDays: 20, justification: 'Remplacement du poste du comptable fournisseurs (écran défectueux)', accountCode: '2183', items: [{ description: 'Écran 24 pouces', quantity: 2, unitPrice: '95000' }], outcome: 'ORDERED', comment: 'Accordé' },
  { requester: 'EMP-0005', vendor: 'Imprimerie Nouvelle du Plateau', daysAgo: 8, neededInDays: 15, justification: 'Plaquettes pour le salon de l’emploi', accountCode: '6237', items: [{ description: 'Plaquettes A5 quadri', quantity: 500, unitPrice: '350' }, { description: 'Kakémono 85 × 200', quantity: 2, unitPrice: '45000' }], outcome: 'APPROVED', comment: 'Bon pour le salon' },
  { requester: 'EMP-0004', vendor: 'Mobilier de Bureau Africain', daysAgo: 6, neededInDays: 30, justification: 'Fauteuils ergonomiques pour l’open space commercial', accountCode: '2184', items: [{ description: 'Fauteuil ergonomique', quantity: 6, unitPrice: '125000' }], outcome: 'REJECTED', comment: 'Budget mobilier épuisé cette année : à redemander en janvier' },
  { requester: 'EMP-0005', vendor: 'Eau Minérale Awoulé', daysAgo: 3, neededInDays: 7, justification: 'Fontaines à eau du service comptable', accountCode: '6068', items: [{ description: 'Bonbonnes 19 L', quantity: 20, unitPrice: '2500' }], outcome: 'PENDING_APPROVAL' },
  { requester: 'EMP-0004', vendor: 'Transports Bamba et Fils', daysAgo: 2, neededInDays: 5, justification: 'Livraison des présentoirs à l’agence de Bouaké', accountCode: '6241', items: [{ description: 'Transport Abidjan – Bouaké (camion 3,5 t)', quantity: 1, unitPrice: '175000' }], outcome: 'PENDING_APPROVAL' },
  { requester: 'EMP-0005', vendor: 'Société Ivoirienne de Bureautique', daysAgo: 5, neededInDays: 12, justification: 'Classeurs pour les dossiers de candidature', items: [{ description: 'Classeurs à levier', quantity: 30, unitPrice: '1850.50' }], outcome: 'CANCELLED' },
  { requester: 'EMP-0004', vendor: 'Orange Côte d’Ivoire', daysAgo: 1, neededInDays: 14, justification: 'Forfaits mobiles pour deux nouveaux commerciaux', accountCode: '626', items: [{ description: 'Forfait mobile pro 20 Go (12 mois)', quantity: 2, unitPrice: '180000' }], outcome: 'DRAFT' },
];

export const PURCHASE_MANAGER = 'EMP-0001';
