import type { BookingStatus } from './states';

/** The demo tenant's resources and bookings (see seed.ts). Times are UTC, Abidjan's local time. */

export interface SeedResource {
  code: string;
  type: 'room' | 'car' | 'projector';
  name: string;
  location: string;
  capacity: number | null;
  /** Email of the owning demo user. */
  owner: string | null;
  autoValidate: boolean;
  autoApproveAfterHours: number | null;
  description: string | null;
  /** Photo shipped in resources/demo/booking/ (drawn as SVG, rendered by build/render-demo-photos.mjs). */
  photo: string;
}

export interface SeedBooking {
  resource: string;
  by: string;
  subject: string;
  /** Working day offset (negative: past days) and hours (UTC, which is Abidjan time). */
  day: number;
  from: number;
  to: number;
  status: BookingStatus;
  attendees?: string[];
  feedback?: [number, string | null];
  decidedBy?: string;
  comment?: string;
  /**
   * Asked this many hours before the seed (default: three days before the slot or today). A
   * PENDING booking of a resource that auto-approves after N hours stays pending only if asked
   * less than N hours ago: the demo keeps something in its approvers' inboxes.
   */
  requestedHoursAgo?: number;
}

export const SEED_RESOURCES: SeedResource[] = [
  {
    code: 'SALLE-FROMAGER',
    photo: 'salle-fromager.jpg',
    type: 'room',
    name: 'Salle Fromager',
    location: 'Plateau, immeuble Alpha 2000, 3e étage',
    capacity: 12,
    owner: 'manager@demo.local',
    autoValidate: false,
    autoApproveAfterHours: 48,
    description: 'Écran 75", visioconférence, tableau blanc.',
  },
  {
    code: 'SALLE-BAOBAB',
    photo: 'salle-baobab.jpg',
    type: 'room',
    name: 'Salle Baobab',
    location: 'Plateau, immeuble Alpha 2000, RDC',
    capacity: 6,
    owner: null,
    autoValidate: true,
    autoApproveAfterHours: null,
    description: 'Petite salle pour les points d’équipe.',
  },
  {
    code: 'SALLE-IROKO',
    photo: 'salle-iroko.jpg',
    type: 'room',
    name: 'Salle de conférence Iroko',
    location: 'Cocody, siège, 1er étage',
    capacity: 30,
    owner: 'admin@demo.local',
    autoValidate: true,
    autoApproveAfterHours: null,
    description: 'Estrade, sonorisation, 30 places.',
  },
  {
    code: 'VEH-HILUX',
    photo: 'veh-hilux.jpg',
    type: 'car',
    name: 'Toyota Hilux (AB-1234-CI)',
    location: 'Parking du siège',
    capacity: 5,
    owner: 'admin@demo.local',
    autoValidate: false,
    autoApproveAfterHours: null,
    description: 'Pick-up 4x4 pour les missions terrain.',
  },
  {
    code: 'VEH-PEUGEOT',
    photo: 'veh-peugeot.jpg',
    type: 'car',
    name: 'Peugeot 301 (AC-5678-CI)',
    location: 'Parking du siège',
    capacity: 4,
    owner: 'manager@demo.local',
    autoValidate: false,
    autoApproveAfterHours: 24,
    description: 'Berline pour les rendez-vous clients.',
  },
  {
    code: 'VP-EPSON',
    photo: 'vp-epson.jpg',
    type: 'projector',
    name: 'Vidéoprojecteur Epson EB-W52',
    location: 'Armoire des services généraux',
    capacity: null,
    owner: null,
    autoValidate: true,
    autoApproveAfterHours: null,
    description: null,
  },
];

export const SEED_BOOKINGS: SeedBooking[] = [
  {
    resource: 'SALLE-BAOBAB',
    by: 'employee@demo.local',
    subject: 'Point hebdomadaire équipe ventes',
    day: -6,
    from: 9,
    to: 10,
    status: 'COMPLETED',
    feedback: [5, 'Salle calme, parfait pour les points d’équipe.'],
  },
  {
    resource: 'SALLE-FROMAGER',
    by: 'hr@demo.local',
    subject: 'Entretiens annuels — session 1',
    day: -4,
    from: 8,
    to: 12,
    status: 'COMPLETED',
    decidedBy: 'manager@demo.local',
    feedback: [3, 'La visioconférence a coupé deux fois.'],
    attendees: ['employee@demo.local'],
  },
  {
    resource: 'VEH-HILUX',
    by: 'manager@demo.local',
    subject: 'Visite client à Yamoussoukro',
    day: -3,
    from: 6,
    to: 18,
    status: 'COMPLETED',
    decidedBy: 'admin@demo.local',
    feedback: [4, null],
  },
  {
    resource: 'SALLE-IROKO',
    by: 'admin@demo.local',
    subject: 'Réunion du conseil d’administration',
    day: -2,
    from: 14,
    to: 17,
    status: 'COMPLETED',
  },
  {
    resource: 'SALLE-BAOBAB',
    by: 'accountant@demo.local',
    subject: 'Clôture mensuelle',
    day: -1,
    from: 15,
    to: 16,
    status: 'CANCELLED',
    comment: 'Reportée',
  },
  {
    resource: 'SALLE-BAOBAB',
    by: 'employee@demo.local',
    subject: 'Point hebdomadaire équipe ventes',
    day: 0,
    from: 9,
    to: 10,
    status: 'APPROVED',
    attendees: ['manager@demo.local', 'recruiter@demo.local'],
  },
  {
    resource: 'SALLE-FROMAGER',
    by: 'employee@demo.local',
    subject: 'Présentation du plan commercial',
    day: 1,
    from: 10,
    to: 12,
    status: 'PENDING',
    requestedHoursAgo: 2,
    attendees: ['manager@demo.local', 'client@sotra.ci'],
  },
  {
    resource: 'SALLE-FROMAGER',
    by: 'recruiter@demo.local',
    subject: 'Entretiens candidats comptable',
    day: 2,
    from: 8,
    to: 12,
    status: 'PENDING',
    requestedHoursAgo: 1,
  },
  {
    resource: 'SALLE-FROMAGER',
    by: 'hr@demo.local',
    subject: 'Formation sécurité incendie',
    day: 3,
    from: 14,
    to: 17,
    status: 'APPROVED',
    decidedBy: 'manager@demo.local',
  },
  {
    resource: 'VEH-PEUGEOT',
    by: 'employee@demo.local',
    subject: 'Rendez-vous client à Bingerville',
    day: 2,
    from: 13,
    to: 17,
    status: 'PENDING',
    requestedHoursAgo: 3,
  },
  {
    resource: 'VEH-HILUX',
    by: 'employee@demo.local',
    subject: 'Livraison de matériel à San-Pédro',
    day: 3,
    from: 6,
    to: 18,
    status: 'PENDING',
    requestedHoursAgo: 20,
  },
  {
    resource: 'VEH-HILUX',
    by: 'manager@demo.local',
    subject: 'Tournée des agences de Daloa',
    day: 6,
    from: 7,
    to: 17,
    status: 'PENDING',
    requestedHoursAgo: 5,
  },
  {
    resource: 'VEH-HILUX',
    by: 'recruiter@demo.local',
    subject: 'Forum emploi de Bouaké',
    day: 5,
    from: 6,
    to: 19,
    status: 'REJECTED',
    decidedBy: 'admin@demo.local',
    comment: 'Véhicule en révision ce jour-là',
  },
  {
    resource: 'VP-EPSON',
    by: 'manager@demo.local',
    subject: 'Séminaire d’intégration',
    day: 4,
    from: 8,
    to: 17,
    status: 'APPROVED',
  },
  {
    resource: 'SALLE-IROKO',
    by: 'hr@demo.local',
    subject: 'Séminaire d’intégration des nouveaux arrivants',
    day: 4,
    from: 8,
    to: 17,
    status: 'APPROVED',
    attendees: ['employee@demo.local', 'manager@demo.local'],
  },
  {
    resource: 'SALLE-BAOBAB',
    by: 'cfo@demo.local',
    subject: 'Revue budgétaire T3',
    day: 6,
    from: 10,
    to: 12,
    status: 'APPROVED',
    attendees: ['accountant@demo.local'],
  },
  {
    resource: 'SALLE-FROMAGER',
    by: 'admin@demo.local',
    subject: 'Comité de direction',
    day: 8,
    from: 9,
    to: 11,
    status: 'APPROVED',
    decidedBy: 'manager@demo.local',
    attendees: ['hr@demo.local', 'cfo@demo.local', 'manager@demo.local'],
  },
  {
    resource: 'SALLE-BAOBAB',
    by: 'employee@demo.local',
    subject: 'Point hebdomadaire équipe ventes',
    day: 5,
    from: 9,
    to: 10,
    status: 'APPROVED',
  },
  {
    resource: 'SALLE-BAOBAB',
    by: 'employee@demo.local',
    subject: 'Point hebdomadaire équipe ventes',
    day: 10,
    from: 9,
    to: 10,
    status: 'APPROVED',
  },
  {
    resource: 'VEH-PEUGEOT',
    by: 'manager@demo.local',
    subject: 'Tournée agences San-Pédro',
    day: 12,
    from: 6,
    to: 18,
    status: 'APPROVED',
  },
];
