import { appServices } from '../../../platform/modules';
import { notFound } from '../../../platform/http/problem';
import { embedFacturX } from '../pdf/facturx';
import { invoicePdfDefinition, type PdfDocumentData } from '../pdf/invoice-pdf';
import type { Invoice, InvoiceLine } from '../models';
import type { CompanyProfile } from './settings';

export interface RenderedDocument {
  filename: string;
  content: Buffer;
  facturX: boolean;
}

/** The fields of a document its PDF prints. */
export type DocumentSource = Pick<
  Invoice,
  | 'documentType' | 'pieceNumber' | 'issueDate' | 'dueDate' | 'currency' | 'description' | 'customerName' | 'customerAddressLine'
  | 'customerPostalCode' | 'customerCity' | 'customerCountry' | 'customerTaxId' | 'vatBreakdown' | 'amountExclTaxCents' | 'vatAmountCents' | 'amountInclTaxCents'
>;

/** The document as printed, from its records and the customer block copied on it. */
export function documentData(invoice: DocumentSource, lines: readonly InvoiceLine[], originalPieceNumber: string | null, facturX: boolean): PdfDocumentData {
  return {
    documentType: invoice.documentType,
    pieceNumber: invoice.pieceNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    description: invoice.description,
    originalPieceNumber,
    customer: {
      name: invoice.customerName,
      addressLine: invoice.customerAddressLine,
      postalCode: invoice.customerPostalCode,
      city: invoice.customerCity,
      country: invoice.customerCountry,
      taxId: invoice.customerTaxId,
    },
    lines: lines.map((l) => ({ description: l.description, quantity: l.quantity, unitPriceCents: l.unitPriceCents, vatRate: l.vatRate, amountExclTaxCents: l.amountExclTaxCents })),
    vatBreakdown: invoice.vatBreakdown,
    amountExclTaxCents: invoice.amountExclTaxCents,
    vatAmountCents: invoice.vatAmountCents,
    amountInclTaxCents: invoice.amountInclTaxCents,
    facturX,
  };
}

/** French tenants send Factur-X: France requires e-invoices from September 2026. */
export function usesFacturX(company: CompanyProfile): boolean {
  return company.country === 'FR';
}

/**
 * Renders the PDF (pdfmake) and, for a French company, embeds its EN 16931 XML. CPU work, done
 * before the writing transaction opens.
 */
export async function renderDocument(data: PdfDocumentData, company: CompanyProfile): Promise<RenderedDocument> {
  const pdf = await appServices().pdf.render(invoicePdfDefinition(data, company));
  const content = data.facturX ? await embedFacturX(pdf, data, company) : pdf;
  return { filename: `${data.pieceNumber}.pdf`, content, facturX: data.facturX };
}

/** Stores the rendered PDF in the document store, inside the caller's transaction (removed on rollback). */
export async function storeDocument(rendered: RenderedDocument): Promise<string> {
  const stored = await appServices().documents.save({ filename: rendered.filename, contentType: 'application/pdf', content: rendered.content, category: 'invoices' });
  return stored.id;
}

/** The stored PDF of a sent document, as it was generated. */
export async function readDocument(invoice: Invoice): Promise<{ filename: string; content: Buffer }> {
  if (!invoice.pdfDocumentId) throw notFound('PDF of invoice', invoice.id);
  const { content } = await appServices().documents.read(invoice.pdfDocumentId);
  return { filename: invoice.pdfFilename ?? `${invoice.pieceNumber}.pdf`, content };
}
