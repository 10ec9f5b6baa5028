import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { invoicingWorld, sent, type InvoicingWorld } from './world';

let t: TestServer;
let w: InvoicingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-18T09:00:00Z' });
  w = await invoicingWorld(t);
});
afterAll(() => t?.close());

const koffi = { name: 'Koffi & Associés', addressLine: '12 avenue Noguès', postalCode: '01 BP 100', city: 'Abidjan', taxId: 'CI-1234567 A', email: 'compta@koffi.example', phone: '+225 01 02 03 04', paymentTermsDays: 45 };

describe('customers', () => {
  it('registers a customer with its defaults, refuses a second one of the same name, finds it by name, email or tax id', async () => {
    const res = await w.clerk.post('/accounting/customers', koffi).expect(201);
    expect(res.body).toMatchObject({ ...koffi, country: 'CI', receivableAccount: '4111', language: 'fr', active: true, invoiceCount: 0, openAmount: '0.00' });
    const twin = await w.clerk.post('/accounting/customers', { name: '  koffi &  ASSOCIÉS ' }).expect(409);
    expect(twin.body).toMatchObject({ code: 'DUPLICATE', errors: [{ path: 'name' }] });
    for (const q of ['koffi', 'COMPTA@KOFFI', '1234567']) {
      const found = await w.clerk.get(`/accounting/customers?q=${encodeURIComponent(q)}`).expect(200);
      expect(found.body.items.map((c: { id: string }) => c.id)).toContain(res.body.id);
    }
    expect((await w.clerk.post('/accounting/customers', { name: 'Bad', email: 'nope', receivableAccount: '401' }).expect(400)).body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'receivableAccount']);
  });

  it('copies the customer on the invoice, takes its terms for the due date, and keeps what was sent', async () => {
    const customer = (await w.clerk.post('/accounting/customers', { ...koffi, name: 'Sika Distribution', email: 'sika@example.test', paymentTermsDays: 45 }).expect(201)).body;
    const invoice = await sent(w.clerk, { customerName: undefined, customerId: customer.id, issueDate: '2026-03-02', dueDate: undefined });
    expect(invoice).toMatchObject({ customerId: customer.id, customerName: 'Sika Distribution', dueDate: '2026-04-16', customer: { addressLine: '12 avenue Noguès', taxId: 'CI-1234567 A', email: 'sika@example.test' } });
    await w.clerk.put(`/accounting/customers/${customer.id}`, { name: 'Sika Distribution SA', addressLine: 'Nouvelle adresse' }).expect(200);
    const after = (await w.clerk.get(`/accounting/invoices/${invoice.id}`).expect(200)).body;
    expect(after).toMatchObject({ customerName: 'Sika Distribution', customer: { addressLine: '12 avenue Noguès' } });
    const stats = (await w.clerk.get(`/accounting/customers/${customer.id}`).expect(200)).body;
    expect(stats).toMatchObject({ name: 'Sika Distribution SA', invoiceCount: 1, openAmount: '118000.00' });
  });

  it('copies the customer as it is when the invoice is sent, not when it was drafted', async () => {
    const customer = (await w.clerk.post('/accounting/customers', { name: 'Ama Négoce', city: 'Bouaké' }).expect(201)).body;
    const invoice = (await w.clerk.post('/accounting/invoices', { customerId: customer.id, lines: [{ description: 'X', quantity: 1, unitPrice: 100 }] }).expect(201)).body;
    await w.clerk.put(`/accounting/customers/${customer.id}`, { city: 'Yamoussoukro', taxId: 'CI-999' }).expect(200);
    const res = await w.clerk.post(`/accounting/invoices/${invoice.id}/send`, { mail: false }).expect(200);
    expect(res.body.customer).toMatchObject({ city: 'Yamoussoukro', taxId: 'CI-999' });
  });

  it('deletes a customer never invoiced, refuses to delete an invoiced one, and refuses inactive customers on new invoices', async () => {
    const unused = (await w.clerk.post('/accounting/customers', { name: 'Jamais Facturé' }).expect(201)).body;
    await w.clerk.delete(`/accounting/customers/${unused.id}`).expect(204);
    await w.clerk.get(`/accounting/customers/${unused.id}`).expect(404);
    const used = (await w.clerk.post('/accounting/customers', { name: 'Déjà Facturé' }).expect(201)).body;
    await sent(w.clerk, { customerName: undefined, customerId: used.id });
    const refused = await w.clerk.delete(`/accounting/customers/${used.id}`).expect(422);
    expect(refused.body).toMatchObject({ code: 'BUSINESS_RULE', invoiceCount: 1 });
    await w.clerk.put(`/accounting/customers/${used.id}`, { active: false }).expect(200);
    const inactive = await w.clerk.post('/accounting/invoices', { customerId: used.id, lines: [{ description: 'X', quantity: 1, unitPrice: 100 }] }).expect(422);
    expect(inactive.body.errors).toEqual([{ path: 'customerId', message: 'Déjà Facturé is inactive' }]);
    expect((await w.clerk.get('/accounting/customers?active=false').expect(200)).body.items.map((c: { name: string }) => c.name)).toEqual(['Déjà Facturé']);
  });

  it('uses the PCG customer account for a French company', async () => {
    const fr = await invoicingWorld(t, { country: 'FR', currency: 'EUR' });
    expect((await fr.clerk.post('/accounting/customers', { name: 'Dupont SARL' }).expect(201)).body).toMatchObject({ country: 'FR', receivableAccount: '411' });
  });
});
