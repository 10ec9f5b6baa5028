import { InvoiceService, type Invoice as EInvoice } from '@e-invoice-eu/core';
import Big from 'big.js';
import { formatCents } from '../../../../shared/money';
import type { CompanyProfile } from '../services/settings';
import { defaultLegalMentions, type PdfDocumentData } from './invoice-pdf';

type UblInvoice = EInvoice['ubl:Invoice'];
type Currency = UblInvoice['cbc:DocumentCurrencyCode'];

/** A credit note (381) carries positive amounts in EN 16931: its lines and totals are negated back. */
const amount = (cents: number, credit: boolean) => formatCents(credit ? -cents : cents);
const category = (rate: string) => (new Big(rate).eq(0) ? 'Z' : 'S');
const percent = (rate: string) => new Big(rate).toString();

/**
 * The document in the internal format of @e-invoice-eu/core (UBL names, rendered as CII): seller
 * with its address, VAT number and registration, buyer, delivery date, payment means and terms,
 * VAT breakdown, totals and lines, for the EN 16931 (Factur-X "Comfort") profile.
 */
export function eInvoiceData(d: PdfDocumentData, c: CompanyProfile): EInvoice {
  const credit = d.documentType === 'CREDIT_NOTE';
  const currency = d.currency as Currency;
  const money = (cents: number) => amount(cents, credit);
  const sellerTax: NonNullable<UblInvoice['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme']> = c.taxId
    ? [{ 'cbc:CompanyID': c.taxId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }]
    : [];
  const invoice: UblInvoice = {
    'cbc:ID': d.pieceNumber,
    'cbc:IssueDate': d.issueDate,
    ...(credit ? {} : { 'cbc:DueDate': d.dueDate }),
    'cbc:InvoiceTypeCode': credit ? '381' : '380',
    // One note (the library writes several as one IncludedNote, which the schema refuses). It names
    // the credited invoice too: @e-invoice-eu/core 2.3.4, the latest published, drops the billing
    // reference (BT-25) when it writes CII (its repository has the fix).
    'cbc:Note': [[d.originalPieceNumber ? `Avoir sur la facture ${d.originalPieceNumber}.` : null, c.legalMentions || defaultLegalMentions(c.country)].filter(Boolean).join(' ')],
    'cbc:DocumentCurrencyCode': currency,
    ...(d.originalPieceNumber ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': d.originalPieceNumber } }] } : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cac:PostalAddress': {
          ...(c.addressLine ? { 'cbc:StreetName': c.addressLine } : {}),
          ...(c.city ? { 'cbc:CityName': c.city } : {}),
          ...(c.postalCode ? { 'cbc:PostalZone': c.postalCode } : {}),
          'cac:Country': { 'cbc:IdentificationCode': c.country as never },
        },
        'cac:PartyTaxScheme': sellerTax,
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': c.legalName,
          ...(c.registrationNumber ? { 'cbc:CompanyID': c.registrationNumber, ...(c.country === 'FR' ? { 'cbc:CompanyID@schemeID': '0002' as const } : {}) } : {}),
          ...(c.legalForm ? { 'cbc:CompanyLegalForm': c.legalForm } : {}),
        },
        ...(c.email || c.phone ? { 'cac:Contact': { ...(c.phone ? { 'cbc:Telephone': c.phone } : {}), ...(c.email ? { 'cbc:ElectronicMail': c.email } : {}) } } : {}),
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cac:PostalAddress': {
          ...(d.customer.addressLine ? { 'cbc:StreetName': d.customer.addressLine } : {}),
          ...(d.customer.city ? { 'cbc:CityName': d.customer.city } : {}),
          ...(d.customer.postalCode ? { 'cbc:PostalZone': d.customer.postalCode } : {}),
          'cac:Country': { 'cbc:IdentificationCode': (d.customer.country ?? c.country) as never },
        },
        ...(d.customer.taxId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': d.customer.taxId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': d.customer.name },
      },
    },
    'cac:Delivery': { 'cbc:ActualDeliveryDate': d.issueDate },
    ...(c.bank && !credit
      ? {
          'cac:PaymentMeans': [
            {
              'cbc:PaymentMeansCode': '58',
              'cbc:PaymentID': d.pieceNumber,
              'cac:PayeeFinancialAccount': { 'cbc:ID': c.bank.iban.replace(/\s/g, ''), 'cbc:Name': c.legalName, ...(c.bank.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': c.bank.bic } } : {}) },
            },
          ],
        }
      : {}),
    'cac:PaymentTerms': { 'cbc:Note': credit ? `Avoir sur la facture ${d.originalPieceNumber ?? ''}`.trim() : `Payable au plus tard le ${d.dueDate}` },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(d.vatAmountCents),
        'cbc:TaxAmount@currencyID': currency,
        'cac:TaxSubtotal': d.vatBreakdown.map((g) => ({
          'cbc:TaxableAmount': money(g.baseCents),
          'cbc:TaxableAmount@currencyID': currency,
          'cbc:TaxAmount': money(g.vatCents),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxCategory': { 'cbc:ID': category(g.rate), 'cbc:Percent': percent(g.rate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(d.amountExclTaxCents),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cbc:TaxExclusiveAmount': money(d.amountExclTaxCents),
      'cbc:TaxExclusiveAmount@currencyID': currency,
      'cbc:TaxInclusiveAmount': money(d.amountInclTaxCents),
      'cbc:TaxInclusiveAmount@currencyID': currency,
      'cbc:PayableAmount': money(d.amountInclTaxCents),
      'cbc:PayableAmount@currencyID': currency,
    },
    'cac:InvoiceLine': d.lines.map((l, i) => ({
      'cbc:ID': String(i + 1),
      'cbc:InvoicedQuantity': new Big(l.quantity).abs().toString(),
      'cbc:InvoicedQuantity@unitCode': 'C62',
      'cbc:LineExtensionAmount': money(l.amountExclTaxCents),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cac:Item': {
        'cbc:Name': l.description.slice(0, 200),
        'cac:ClassifiedTaxCategory': { 'cbc:ID': category(l.vatRate), 'cbc:Percent': percent(l.vatRate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
      },
      'cac:Price': { 'cbc:PriceAmount': formatCents(Math.abs(l.unitPriceCents)), 'cbc:PriceAmount@currencyID': currency },
    })) as UblInvoice['cac:InvoiceLine'],
  } as UblInvoice;
  return { 'ubl:Invoice': invoice };
}

const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Embeds the EN 16931 CII XML (factur-x.xml) in the PDF and marks it as Factur-X (PDF/A-3
 * metadata, the XML as the associated file), with @e-invoice-eu/core.
 */
export async function embedFacturX(pdf: Buffer, d: PdfDocumentData, c: CompanyProfile): Promise<Buffer> {
  const service = new InvoiceService(silent);
  const out = await service.generate(eInvoiceData(d, c), {
    format: 'Factur-X-EN16931',
    lang: 'fr-fr',
    pdf: { buffer: new Uint8Array(pdf), filename: `${d.pieceNumber}.pdf`, mimetype: 'application/pdf' },
    noWarnings: true,
  });
  return Buffer.from(out as Uint8Array);
}
