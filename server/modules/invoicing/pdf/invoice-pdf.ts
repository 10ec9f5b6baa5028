import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { VatGroup } from '../../../../shared/invoice-amounts';
import type { CompanyProfile } from '../services/settings';
import { closingSentence } from './amount-in-words';
import { frenchDate, money, quantity, rate } from './format';

export interface PdfLine {
  description: string;
  quantity: string;
  unitPriceCents: number;
  vatRate: string;
  amountExclTaxCents: number;
}

/** What a document's PDF shows, read once from the records (the PDF is never regenerated). */
export interface PdfDocumentData {
  documentType: 'INVOICE' | 'CREDIT_NOTE';
  pieceNumber: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  description: string | null;
  originalPieceNumber: string | null;
  customer: { name: string; addressLine: string | null; postalCode: string | null; city: string | null; country: string | null; taxId: string | null };
  lines: PdfLine[];
  vatBreakdown: VatGroup[];
  amountExclTaxCents: number;
  vatAmountCents: number;
  amountInclTaxCents: number;
  facturX: boolean;
}

const TAX_ID_LABEL: Record<string, string> = { CI: 'N° compte contribuable', SN: 'NINEA', FR: 'N° TVA intracommunautaire' };
const REGISTRATION_LABEL: Record<string, string> = { FR: 'SIREN' };

/** Mentions printed when the company has written none (its legal obligations in its country). */
export function defaultLegalMentions(country: string): string {
  if (country === 'FR') {
    return "En cas de retard de paiement, des pénalités au taux de trois fois le taux d'intérêt légal sont exigibles, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d'escompte pour paiement anticipé.";
  }
  return "Facture payable à l'échéance indiquée. Tout retard de paiement entraîne des intérêts de retard au taux légal en vigueur.";
}

function lines(...texts: Array<string | null | undefined | false>): string[] {
  return texts.filter((t): t is string => Boolean(t));
}

function companyBlock(c: CompanyProfile): Content {
  return {
    stack: [
      { text: c.legalName, style: 'company' },
      ...lines(c.addressLine, [c.postalCode, c.city].filter(Boolean).join(' '), c.country, c.phone && `Tél. ${c.phone}`, c.email).map((t) => ({ text: t })),
      ...lines(c.taxId && `${TAX_ID_LABEL[c.country] ?? 'Identifiant fiscal'} : ${c.taxId}`, c.registrationNumber && `${REGISTRATION_LABEL[c.country] ?? 'RCCM'} : ${c.registrationNumber}`).map((t) => ({ text: t, style: 'small' })),
    ],
  };
}

function titleBlock(d: PdfDocumentData): Content {
  const credit = d.documentType === 'CREDIT_NOTE';
  return {
    stack: [
      { text: credit ? 'AVOIR' : 'FACTURE', style: 'title' },
      { text: `N° ${d.pieceNumber}`, bold: true },
      { text: `Date : ${frenchDate(d.issueDate)}` },
      ...(credit ? [] : [{ text: `Échéance : ${frenchDate(d.dueDate)}` }]),
      ...(d.originalPieceNumber ? [{ text: `Avoir sur la facture ${d.originalPieceNumber}` }] : []),
    ],
    alignment: 'right',
  };
}

function customerBlock(d: PdfDocumentData): Content {
  const c = d.customer;
  return {
    margin: [260, 20, 0, 16],
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: d.documentType === 'CREDIT_NOTE' ? 'Client' : 'Facturé à', style: 'label' },
              { text: c.name, bold: true },
              ...lines(c.addressLine, [c.postalCode, c.city].filter(Boolean).join(' '), c.country, c.taxId && `Identifiant fiscal : ${c.taxId}`).map((t) => ({ text: t })),
            ],
            margin: [6, 6, 6, 6],
          },
        ],
      ],
    },
    layout: { hLineColor: () => '#999', vLineColor: () => '#999' },
  };
}

function lineTable(d: PdfDocumentData): Content {
  const header = ['Désignation', 'Qté', 'P.U. HT', 'TVA', 'Total HT'].map((text, i) => ({ text, style: 'th', alignment: i === 0 ? 'left' : 'right' }));
  return {
    table: {
      headerRows: 1,
      widths: ['*', 45, 80, 40, 90],
      body: [
        header,
        ...d.lines.map((l) => [
          { text: l.description },
          { text: quantity(l.quantity), alignment: 'right' },
          { text: money(l.unitPriceCents, d.currency), alignment: 'right' },
          { text: rate(l.vatRate), alignment: 'right' },
          { text: money(l.amountExclTaxCents, d.currency), alignment: 'right' },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  } as Content;
}

function totalsBlock(d: PdfDocumentData): Content {
  const vatRows = d.vatBreakdown.map((g) => [
    { text: `TVA ${rate(g.rate)} sur ${money(g.baseCents, d.currency)}` },
    { text: money(g.vatCents, d.currency), alignment: 'right' },
  ]);
  return {
    margin: [230, 12, 0, 0],
    table: {
      widths: ['*', 110],
      body: [
        [{ text: 'Total HT' }, { text: money(d.amountExclTaxCents, d.currency), alignment: 'right' }],
        ...vatRows,
        [{ text: 'Total TVA' }, { text: money(d.vatAmountCents, d.currency), alignment: 'right' }],
        [{ text: 'Total TTC', bold: true }, { text: money(d.amountInclTaxCents, d.currency), alignment: 'right', bold: true }],
      ],
    },
    layout: 'lightHorizontalLines',
  } as Content;
}

function paymentBlock(d: PdfDocumentData, c: CompanyProfile): Content[] {
  if (d.documentType === 'CREDIT_NOTE') return [];
  const bank = c.bank;
  return [
    { text: 'Règlement', style: 'label', margin: [0, 14, 0, 2] },
    { text: `À régler au plus tard le ${frenchDate(d.dueDate)}${bank ? ', par virement :' : '.'}` },
    ...(bank ? [{ text: lines(bank.bank, `IBAN ${bank.iban}`, bank.bic && `BIC ${bank.bic}`).join(' — ') }] : []),
  ];
}

/**
 * The pdfmake definition of an invoice or a credit note: the company and its identifiers, the
 * document's number and dates, the customer as copied on the document, the lines, VAT by rate,
 * totals, the amount in words, how to pay, and the legal mentions in the footer.
 */
export function invoicePdfDefinition(d: PdfDocumentData, company: CompanyProfile): TDocumentDefinitions {
  const credit = d.documentType === 'CREDIT_NOTE';
  const footer = [company.legalForm && `${company.legalName}, ${company.legalForm}`, company.legalMentions || defaultLegalMentions(company.country)].filter(Boolean).join(' — ');
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 70],
    info: { title: `${credit ? 'Avoir' : 'Facture'} ${d.pieceNumber}`, author: company.legalName, subject: d.customer.name },
    footer: (page: number, pages: number) => ({
      margin: [40, 10, 40, 0],
      stack: [
        { text: footer, style: 'small' },
        { text: `${d.pieceNumber} — page ${page}/${pages}${d.facturX ? ' — facture électronique Factur-X (EN 16931)' : ''}`, style: 'small', alignment: 'right' },
      ],
    }),
    content: [
      { columns: [companyBlock(company), titleBlock(d)] },
      customerBlock(d),
      ...(d.description ? [{ text: d.description, margin: [0, 0, 0, 10] } as Content] : []),
      lineTable(d),
      totalsBlock(d),
      { text: closingSentence(d.amountInclTaxCents, d.currency, credit), margin: [0, 14, 0, 0], italics: true },
      ...paymentBlock(d, company),
    ],
    styles: {
      company: { fontSize: 13, bold: true },
      title: { fontSize: 20, bold: true, color: '#1b5e20' },
      label: { fontSize: 8, color: '#555', bold: true },
      th: { bold: true, fontSize: 9 },
      small: { fontSize: 7.5, color: '#444' },
    },
    defaultStyle: { fontSize: 9.5 },
  };
}
