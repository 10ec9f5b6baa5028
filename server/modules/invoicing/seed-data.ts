import type { CustomerInput } from '../../../shared/schemas/invoicing';

/** The demo company's customers (the same names its earlier ledger entries carry as third parties). */
export const DEMO_CUSTOMERS: Array<Omit<CustomerInput, 'paymentTermsDays'> & { paymentTermsDays: number }> = [
  { name: 'Boulangerie Assoum', addressLine: 'Boulevard Latrille, Cocody', postalCode: '06 BP 1420', city: 'Abidjan', country: 'CI', taxId: 'CI-1502347 K', email: 'compta@boulangerie-assoum.example', phone: '+225 27 22 44 10 10', paymentTermsDays: 30, language: 'fr' },
  { name: 'Transports Bamba & Fils', addressLine: 'Zone industrielle de Yopougon', postalCode: '01 BP 3380', city: 'Abidjan', country: 'CI', taxId: 'CI-0923311 B', email: 'factures@bamba-transports.example', phone: '+225 27 23 46 55 00', paymentTermsDays: 45, language: 'fr' },
  { name: 'Clinique Les Palmiers', addressLine: 'Rue des Jardins, Deux-Plateaux', postalCode: '08 BP 2210', city: 'Abidjan', country: 'CI', taxId: 'CI-1134502 P', email: 'administration@clinique-palmiers.example', phone: '+225 27 22 41 90 90', paymentTermsDays: 30, language: 'fr' },
  { name: 'Yao Consulting', addressLine: 'Immeuble Alpha 2000, Plateau', postalCode: '01 BP 7788', city: 'Abidjan', country: 'CI', taxId: 'CI-1788200 Y', email: 'accounts@yao-consulting.example', phone: '+225 07 07 12 34 56', paymentTermsDays: 15, language: 'en' },
  { name: 'Pharmacie du Plateau', addressLine: 'Avenue Chardy, Plateau', postalCode: '01 BP 1290', city: 'Abidjan', country: 'CI', taxId: 'CI-0456781 F', email: 'gestion@pharmacie-plateau.example', phone: '+225 27 20 21 33 33', paymentTermsDays: 30, language: 'fr' },
  { name: 'Groupe Traoré BTP', addressLine: 'Route de Bassam, Port-Bouët', postalCode: '12 BP 455', city: 'Abidjan', country: 'CI', taxId: 'CI-1290034 T', email: 'compta@traore-btp.example', phone: '+225 27 21 27 80 80', paymentTermsDays: 60, language: 'fr' },
  { name: 'Hôtel Lagune Cocody', addressLine: 'Boulevard de France, Cocody', postalCode: '08 BP 101', city: 'Abidjan', country: 'CI', taxId: 'CI-0877012 H', email: 'direction@hotel-lagune.example', phone: '+225 27 22 48 26 26', paymentTermsDays: 30, language: 'fr' },
  { name: 'Coopérative Agri-Sud', addressLine: 'Quartier Commerce', postalCode: 'BP 210', city: 'San-Pédro', country: 'CI', taxId: null, email: null, phone: '+225 27 34 71 20 20', paymentTermsDays: 30, language: 'fr' },
];

/** What the demo company sells: description, unit price in francs, quantity range, sales account. */
export const DEMO_SERVICES = [
  { description: 'Maintenance informatique — forfait mensuel', price: 450_000, quantities: [1, 1], account: '7061' },
  { description: "Journée d'intervention technicien", price: 85_000, quantities: [1, 6], account: '7061' },
  { description: 'Installation réseau (câblage, baie, configuration)', price: 1_250_000, quantities: [1, 1], account: '7061' },
  { description: 'Licence logiciel de gestion — poste', price: 120_000, quantities: [2, 12], account: '7011' },
  { description: 'Formation des utilisateurs (par jour)', price: 300_000, quantities: [1, 3], account: '7061' },
  { description: 'Ordinateur portable professionnel', price: 525_000, quantities: [1, 4], account: '7011' },
  { description: 'Audit de sécurité', price: 1_800_000, quantities: [1, 1], account: '7061' },
];
