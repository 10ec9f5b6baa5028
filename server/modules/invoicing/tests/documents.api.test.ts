import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail } from '../../../test/mail';
import { pdfText } from '../../../test/pdf-text';
import { createTestServer, type TestServer } from '../../../test/test-server';
import type { MailMessage } from '../../../platform/services';
import type { ApiClient } from '../../../test/factories';
import { embeddedFiles, extractFacturX, validateCii } from './facturx-tools';
import { invoicingWorld, pay, type InvoicingWorld } from './world';

let t: TestServer;
let w: InvoicingWorld;
let mail: MailMessage[];

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-18T09:00:00Z' });
  mail = captureMail(t);
  w = await invoicingWorld(t, { companyName: 'Lagune Services SARL' });
  await w.admin.post('/accounting/config/bank-accounts', { accountCode: '5211', title: 'Compte courant', bank: 'SGCI', iban: 'CI93CI0080111301134291200589', bic: 'SGCICIAB' }).expect(201);
  await w.admin
    .put('/accounting/invoicing/settings', { addressLine: 'Rue des Jardins', postalCode: '08 BP 1', city: 'Abidjan', taxId: 'CI-7654321 Z', registrationNumber: 'CI-ABJ-2020-B-1', legalForm: 'SARL au capital de 1 000 000 F CFA', paymentTermsDays: 30 })
    .expect(200);
});
afterAll(() => t?.close());

async function pdfOf(api: ApiClient, id: string): Promise<Buffer> {
  const res = await api.get(`/accounting/invoices/${id}/pdf`).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

describe('the invoice PDF and its mail', () => {
  it('mails the PDF to the customer when sent; the PDF holds the number, the total and the amount in words', async () => {
    const customer = (await w.clerk.post('/accounting/customers', { name: 'Hôtel Ivoire', email: 'compta@hotel-ivoire.example', addressLine: 'Boulevard Hassan II', city: 'Abidjan' }).expect(201)).body;
    const invoice = (await w.clerk.post('/accounting/invoices', { customerId: customer.id, issueDate: '2026-03-02', lines: [{ description: 'Maintenance du réseau', quantity: 2, unitPrice: '100000' }] }).expect(201)).body;
    const before = mail.length;
    const res = await w.clerk.post(`/accounting/invoices/${invoice.id}/send`, {}).expect(200);
    expect(res.body).toMatchObject({ amountInclTax: '236000.00', pdf: { available: true, facturX: false, filename: `${invoice.pieceNumber}.pdf` } });
    expect(mail.length).toBe(before + 1);
    const sentMail = mail[mail.length - 1];
    expect(sentMail.to).toBe('compta@hotel-ivoire.example');
    expect(sentMail.subject).toBe(`Facture ${invoice.pieceNumber} — Lagune Services SARL`);
    const attachment = sentMail.attachments?.[0];
    expect(attachment?.filename).toBe(`${invoice.pieceNumber}.pdf`);
    const stored = await pdfOf(w.clerk, invoice.id);
    expect(Buffer.compare(stored, attachment?.content as Buffer)).toBe(0);
    const text = pdfText(stored);
    expect(text).toContain(`N° ${invoice.pieceNumber}`);
    expect(text).toContain('236 000 F CFA');
    expect(text).toContain('Arrêtée la présente facture à la somme de deux cent trente-six mille francs CFA.');
    expect(text).toContain('Hôtel Ivoire');
    expect(text).toContain('TVA 18 % sur 200 000 F CFA');
    expect(text).toContain('CI93CI0080111301134291200589');
    expect(text).toContain('N° compte contribuable : CI-7654321 Z');
    expect(embeddedFiles(stored)).toEqual([]);
  });

  it('never regenerates the PDF: the customer’s later changes do not reach it', async () => {
    const customer = (await w.clerk.post('/accounting/customers', { name: 'Banque Atlantique' }).expect(201)).body;
    const invoice = (await w.clerk.post('/accounting/invoices', { customerId: customer.id, lines: [{ description: 'Audit', quantity: 1, unitPrice: '500000' }] }).expect(201)).body;
    await w.clerk.post(`/accounting/invoices/${invoice.id}/send`, {}).expect(200);
    const first = await pdfOf(w.clerk, invoice.id);
    await w.clerk.put(`/accounting/customers/${customer.id}`, { name: 'Atlantique Holding' }).expect(200);
    await pay(w.clerk, invoice.id, '100000', '2026-03-18');
    const again = await pdfOf(w.clerk, invoice.id);
    expect(Buffer.compare(first, again)).toBe(0);
    expect(pdfText(again)).not.toContain('Atlantique Holding');
    // A draft has no PDF yet.
    const unsent = (await w.clerk.post('/accounting/invoices', { customerName: 'X', lines: [{ description: 'X', quantity: 1, unitPrice: 1 }] }).expect(201)).body;
    expect((await w.clerk.get(`/accounting/invoices/${unsent.id}/pdf`).expect(404)).body.code).toBe('NOT_FOUND');
  });

  it('a credit note has its own PDF, mailed too', async () => {
    const invoice = (await w.clerk.post('/accounting/invoices', { customerName: 'Sodeci', customerEmail: 'factures@sodeci.example', lines: [{ description: 'Étude', quantity: 1, unitPrice: '50000' }] }).expect(201)).body;
    await w.clerk.post(`/accounting/invoices/${invoice.id}/send`, {}).expect(200);
    const note = (await w.clerk.post('/accounting/invoices/credit-note', { invoiceId: invoice.id, amount: '59000' }).expect(201)).body;
    const text = pdfText(await pdfOf(w.clerk, note.id));
    expect(text).toContain('AVOIR');
    expect(text).toContain(`N° ${note.pieceNumber}`);
    expect(text).toContain(`Avoir sur la facture ${invoice.pieceNumber}`);
    expect(text).toContain('Arrêté le présent avoir à la somme de cinquante-neuf mille francs CFA.');
    expect(mail[mail.length - 1]).toMatchObject({ to: 'factures@sodeci.example', subject: `Avoir ${note.pieceNumber} — Lagune Services SARL` });
  });

  it('does not mail when told not to, nor without an address', async () => {
    const before = mail.length;
    const a = (await w.clerk.post('/accounting/invoices', { customerName: 'Sans adresse', lines: [{ description: 'X', quantity: 1, unitPrice: 100 }] }).expect(201)).body;
    await w.clerk.post(`/accounting/invoices/${a.id}/send`, {}).expect(200);
    const b = (await w.clerk.post('/accounting/invoices', { customerName: 'Avec adresse', customerEmail: 'x@example.test', lines: [{ description: 'X', quantity: 1, unitPrice: 100 }] }).expect(201)).body;
    await w.clerk.post(`/accounting/invoices/${b.id}/send`, { mail: false }).expect(200);
    expect(mail.length).toBe(before);
  });
});

describe('Factur-X for French companies', () => {
  let fr: InvoicingWorld;

  beforeAll(async () => {
    fr = await invoicingWorld(t, { country: 'FR', currency: 'EUR', companyName: 'Atelier Durand SAS' });
    await fr.admin.post('/accounting/config/bank-accounts', { accountCode: '5121', title: 'Compte courant', bank: 'BNP Paribas', iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP' }).expect(201);
    await fr.admin
      .put('/accounting/invoicing/settings', { addressLine: '12 rue de la Paix', postalCode: '75002', city: 'Paris', taxId: 'FR40303265045', registrationNumber: '303265045', legalForm: 'SAS au capital de 10 000 €', email: 'facturation@durand.example', paymentTermsDays: 30 })
      .expect(200);
  });

  it('embeds the EN 16931 CII XML in the sent PDF, valid against the official schema', async () => {
    const customer = (await fr.clerk.post('/accounting/customers', { name: 'Boulangerie Martin', addressLine: '3 place du Marché', postalCode: '69001', city: 'Lyon', taxId: 'FR12345678901' }).expect(201)).body;
    const invoice = (
      await fr.clerk
        .post('/accounting/invoices', {
          customerId: customer.id,
          issueDate: '2026-03-02',
          lines: [
            { description: 'Four à pain — révision', quantity: 1, unitPrice: '1250.50' },
            { description: 'Pièces détachées', quantity: '2.5', unitPrice: '80', vatRate: '5.5' },
          ],
        })
        .expect(201)
    ).body;
    expect(invoice).toMatchObject({ vatRate: '20.00', amountExclTax: '1450.50', vatAmount: '261.10', amountInclTax: '1711.60' });
    const sent = (await fr.clerk.post(`/accounting/invoices/${invoice.id}/send`, {}).expect(200)).body;
    expect(sent.pdf.facturX).toBe(true);
    const pdf = await pdfOf(fr.clerk, invoice.id);
    expect(embeddedFiles(pdf)).toEqual(['factur-x.xml']);
    const xml = extractFacturX(pdf);
    const verdict = validateCii(xml);
    expect(verdict.output).toContain('validates');
    expect(verdict.valid).toBe(true);
    expect(xml).toContain(`<ram:ID>${invoice.pieceNumber}</ram:ID>`);
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(xml).toContain('<ram:GrandTotalAmount>1711.60</ram:GrandTotalAmount>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR40303265045</ram:ID>');
    expect(xml).toContain('<ram:IBANID>FR7630006000011234567890189</ram:IBANID>');
    const text = pdfText(pdf);
    expect(text).toContain('1 711,60 €');
    expect(text).toContain('Arrêtée la présente facture à la somme de mille sept cent onze euros et soixante centimes.');
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    expect(text).toContain('SIREN : 303265045');
  });

  it('embeds a valid credit note (381) in the credit note’s PDF', async () => {
    const invoice = (await fr.clerk.post('/accounting/invoices', { customerName: 'Client Simple', lines: [{ description: 'Conseil', quantity: 3, unitPrice: '100' }] }).expect(201)).body;
    await fr.clerk.post(`/accounting/invoices/${invoice.id}/send`, {}).expect(200);
    const note = (await fr.clerk.post('/accounting/invoices/credit-note', { invoiceId: invoice.id, amount: '120' }).expect(201)).body;
    const xml = extractFacturX(await pdfOf(fr.clerk, note.id));
    const verdict = validateCii(xml);
    expect(verdict.output).toContain('validates');
    expect(verdict.valid).toBe(true);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain('<ram:GrandTotalAmount>120.00</ram:GrandTotalAmount>');
    expect(xml).toContain(`<ram:Content>Avoir sur la facture ${invoice.pieceNumber}. En cas de retard`);
  });
});
