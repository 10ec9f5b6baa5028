import type { Migration } from '../../../platform/db/migrations';

/**
 * French contract templates shared by every tenant (no tenant_id, read-only; a tenant copies one
 * to adapt it): Côte d'Ivoire, Sénégal and France.
 */
const PARTIES = `Entre les soussignés :

{{company.name}}, ci-après dénommée « l'Employeur »,

et

{{employee.fullName}}, né(e) le {{employee.birthDate}}, de nationalité {{employee.nationality}}, demeurant {{employee.address}}, matricule {{employee.number}}, ci-après dénommé(e) « le Salarié »,

il a été convenu ce qui suit.`;

const SIGNATURES = `Fait en deux exemplaires originaux, le {{today}}.

Pour l'Employeur : {{company.name}}
Le Salarié : {{employee.fullName}} (signature précédée de la mention « lu et approuvé »)`;

function cdi(law: string, agreement: string, trialNote: string): string {
  return `# Contrat de travail à durée indéterminée

Référence : {{contract.reference}}

${PARTIES}

## Article 1 — Engagement
Le Salarié est engagé à compter du {{contract.startDate}} pour une durée indéterminée, en qualité de {{contract.jobTitle}}. Le présent contrat est régi par ${law} et par ${agreement}.

## Article 2 — Période d'essai
Le contrat ne deviendra définitif qu'à l'issue d'une période d'essai prenant fin le {{contract.trialPeriodEndDate}}. ${trialNote}

## Article 3 — Lieu et durée du travail
Le Salarié exercera ses fonctions à {{contract.workLocation}}. La durée hebdomadaire de travail est fixée à {{contract.weeklyHours}}.

## Article 4 — Rémunération
En contrepartie de son travail, le Salarié percevra un salaire mensuel brut de {{contract.salary}}, versé à terme échu, auquel s'ajoutent les primes et indemnités prévues par la convention collective.

## Article 5 — Congés
Le Salarié bénéficie des congés payés prévus par la loi et la convention collective applicable.

## Article 6 — Obligations
Le Salarié s'engage à respecter le règlement intérieur de l'entreprise et à observer la plus grande discrétion sur les informations dont il aura connaissance dans l'exercice de ses fonctions.

## Article 7 — Rupture
Chacune des parties peut mettre fin au présent contrat dans les conditions prévues par la loi et la convention collective, sous réserve du respect du préavis.

${SIGNATURES}`;
}

function cdd(law: string, agreement: string, limit: string): string {
  return `# Contrat de travail à durée déterminée

Référence : {{contract.reference}}

${PARTIES}

## Article 1 — Objet et durée
Le Salarié est engagé en qualité de {{contract.jobTitle}} pour une durée déterminée commençant le {{contract.startDate}} et prenant fin le {{contract.endDate}}. Le présent contrat est régi par ${law} et par ${agreement}. ${limit}

## Article 2 — Période d'essai
Le présent contrat comporte une période d'essai prenant fin le {{contract.trialPeriodEndDate}}, pendant laquelle chacune des parties peut le rompre sans préavis ni indemnité.

## Article 3 — Lieu et durée du travail
Le Salarié exercera ses fonctions à {{contract.workLocation}}, pour une durée hebdomadaire de {{contract.weeklyHours}}.

## Article 4 — Rémunération
Le Salarié percevra un salaire mensuel brut de {{contract.salary}}. À l'échéance du contrat, il percevra les indemnités de fin de contrat prévues par la réglementation.

## Article 5 — Renouvellement
Le présent contrat pourra être renouvelé par avenant écrit signé des deux parties avant son terme.

${SIGNATURES}`;
}

const CI_LAW = 'la loi n° 2015-532 du 20 juillet 2015 portant Code du travail de Côte d’Ivoire';
const CI_CCI = 'la Convention collective interprofessionnelle du 19 juillet 1977';
const SN_LAW = 'la loi n° 97-17 du 1er décembre 1997 portant Code du travail du Sénégal';
const SN_CCNI = 'la Convention collective nationale interprofessionnelle du 30 décembre 2019';
const FR_LAW = 'le Code du travail';
const FR_CC = 'la convention collective applicable à l’entreprise';

const STAGE_CI = `# Convention de stage

Référence : {{contract.reference}}

Entre {{company.name}}, ci-après « l'Entreprise d'accueil », et {{employee.fullName}}, né(e) le {{employee.birthDate}}, ci-après « le Stagiaire ».

## Article 1 — Objet
La présente convention a pour objet le stage de {{employee.fullName}} au poste de {{contract.jobTitle}}, du {{contract.startDate}} au {{contract.endDate}}, à {{contract.workLocation}}.

## Article 2 — Encadrement
Le Stagiaire est placé sous l'autorité d'un maître de stage désigné par l'Entreprise d'accueil, qui veille au bon déroulement de sa formation pratique.

## Article 3 — Horaires
Le Stagiaire est soumis aux horaires de l'entreprise, soit {{contract.weeklyHours}} par semaine.

## Article 4 — Gratification
Le Stagiaire perçoit une gratification mensuelle de {{contract.salary}}. Cette gratification n'a pas le caractère d'un salaire.

## Article 5 — Discipline et confidentialité
Le Stagiaire respecte le règlement intérieur et s'engage à ne divulguer aucune information confidentielle de l'Entreprise d'accueil.

Fait le {{today}}, en deux exemplaires.

L'Entreprise d'accueil — {{company.name}}
Le Stagiaire — {{employee.fullName}}`;

const CONSULTANT_CI = `# Contrat de prestation de services

Référence : {{contract.reference}}

Entre {{company.name}}, ci-après « le Client », et {{employee.fullName}}, ci-après « le Consultant », exerçant en qualité de travailleur indépendant.

## Article 1 — Objet
Le Consultant réalise pour le Client une mission de {{contract.jobTitle}} à compter du {{contract.startDate}}, jusqu'au {{contract.endDate}}.

## Article 2 — Indépendance
Le Consultant organise librement son travail et n'est soumis à aucun lien de subordination. Il demeure seul responsable de ses obligations fiscales et sociales.

## Article 3 — Honoraires
Le Client verse au Consultant des honoraires mensuels de {{contract.salary}}, sur présentation d'une facture.

## Article 4 — Confidentialité et propriété
Les livrables produits dans le cadre de la mission sont la propriété du Client dès leur paiement. Le Consultant est tenu au secret professionnel.

Fait à Abidjan, le {{today}}.

Le Client — {{company.name}}
Le Consultant — {{employee.fullName}}`;

const INTERIM_CI = `# Contrat de mission d'intérim

Référence : {{contract.reference}}

Entre {{company.name}}, entreprise utilisatrice, et {{employee.fullName}}, salarié(e) intérimaire.

## Article 1 — Mission
Le Salarié intérimaire est mis à disposition pour occuper le poste de {{contract.jobTitle}} à {{contract.workLocation}}, du {{contract.startDate}} au {{contract.endDate}}, conformément à ${CI_LAW}.

## Article 2 — Horaires et rémunération
La durée hebdomadaire de travail est de {{contract.weeklyHours}}. La rémunération mensuelle brute de référence est de {{contract.salary}}, égale à celle d'un salarié permanent de qualification équivalente.

## Article 3 — Fin de mission
La mission prend fin à la date prévue. Elle peut être prolongée une fois par avenant signé avant son terme.

Fait le {{today}}.

L'Entreprise utilisatrice — {{company.name}}
Le Salarié — {{employee.fullName}}`;

const TEMPLATES = [
  ['01', 'CI-CDI', "CDI — Côte d'Ivoire", 'CI', 'CDI', cdi(CI_LAW, CI_CCI, "Sa durée est celle prévue par la convention collective pour la catégorie professionnelle du Salarié (de 8 jours à 3 mois, renouvelable une fois).")],
  ['02', 'CI-CDD', "CDD — Côte d'Ivoire", 'CI', 'CDD', cdd(CI_LAW, CI_CCI, 'La durée totale du contrat, renouvellements compris, ne peut excéder deux ans.')],
  ['03', 'CI-STAGE', "Convention de stage — Côte d'Ivoire", 'CI', 'STAGE', STAGE_CI],
  ['04', 'CI-CONSULTANT', "Prestation de consultant — Côte d'Ivoire", 'CI', 'CONSULTANT', CONSULTANT_CI],
  ['05', 'CI-INTERIM', "Mission d'intérim — Côte d'Ivoire", 'CI', 'INTERIM', INTERIM_CI],
  ['06', 'SN-CDI', 'CDI — Sénégal', 'SN', 'CDI', cdi(SN_LAW, SN_CCNI, 'Sa durée ne peut excéder celle fixée par la convention collective pour la catégorie du Salarié, renouvellement compris.')],
  ['07', 'SN-CDD', 'CDD — Sénégal', 'SN', 'CDD', cdd(SN_LAW, SN_CCNI, 'Le contrat ne peut être renouvelé qu’une fois, et sa durée totale ne peut excéder deux ans.')],
  ['08', 'FR-CDI', 'CDI — France', 'FR', 'CDI', cdi(FR_LAW, FR_CC, "Elle peut être renouvelée une fois dans les limites des articles L. 1221-19 et suivants du Code du travail.")],
  ['09', 'FR-CDD', 'CDD — France', 'FR', 'CDD', cdd(FR_LAW, FR_CC, "Il est conclu pour l'un des motifs de l'article L. 1242-2 du Code du travail et ne peut excéder dix-huit mois, renouvellements compris.")],
] as const;

export const SHARED_TEMPLATE_IDS = Object.fromEntries(TEMPLATES.map(([n, code]) => [code, `00000000-0000-4000-b000-0000000000${n}`])) as Record<(typeof TEMPLATES)[number][1], string>;

export const sharedContractTemplates: Migration = {
  name: '202611210911-shared-contract-templates',
  async up({ qi }) {
    const at = new Date('2026-11-21T00:00:00Z');
    await qi.bulkInsert(
      'contract_templates',
      TEMPLATES.map(([, code, name, country, type, body]) => ({
        id: SHARED_TEMPLATE_IDS[code],
        tenant_id: null,
        code,
        name,
        country,
        contract_type: type,
        language: 'fr',
        description: 'Modèle fourni par Baobab, à adapter à votre entreprise (dupliquez-le pour le modifier).',
        body,
        active: true,
        created_at: at,
        updated_at: at,
      })),
    );
  },
  async down({ qi }) {
    await qi.bulkDelete('contract_templates', { tenant_id: null });
  },
};
