import { z } from 'zod';
import { CreateBankAccountBody, UpdateBankAccountBody, UpdateConfigBody } from '../../../../shared/schemas/accounting';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { listOf, pageArray } from '../../../platform/http/list';
import { IdParams } from '../../../platform/http/validate';
import { createBankAccount, deleteBankAccount, listBankAccounts, updateBankAccount } from './bank-accounts';
import { getConfig, updateConfig } from './config-service';
import { BankAccountView, ConfigView } from '../../../../shared/views/accounting';
import { presentBankAccount, presentConfig } from './presenter';

const IBAN_NOTE = 'IBANs are checked with ibantools, WAEMU patterns corrected (e.g. CI93CI0080111301134291200589 is valid).';

export function configRoutes(): ApiRouter {
  return new ApiRouter('Accounting — configuration')
    .get(
      '/accounting/config',
      { summary: 'Accounting configuration', access: permission('accounting.read'), response: ConfigView },
      async () => presentConfig(await getConfig()),
    )
    .put(
      '/accounting/config',
      {
        summary: 'Change the accounting configuration',
        description: 'Country, currency (XOF, EUR, USD), tax regime, standard VAT rate (percent), VAT periodicity, social body. Omitted fields keep their value.',
        access: permission('accounting.manage'),
        body: UpdateConfigBody,
        response: ConfigView,
      },
      async ({ body }) => presentConfig(await updateConfig(body)),
    )
    .get(
      '/accounting/config/bank-accounts',
      { summary: "The company's bank accounts", access: permission('accounting.read'), response: listOf(BankAccountView) },
      async () => {
        const items = (await listBankAccounts()).map(presentBankAccount);
        return pageArray(items, { page: 1, pageSize: Math.max(items.length, 1) });
      },
    )
    .post(
      '/accounting/config/bank-accounts',
      {
        summary: 'Register a bank account',
        description: `Bound to a bank sub-account (521x; 512x for PCG tenants), created when missing (422 BUSINESS_RULE for another prefix). The first account, or one sent with isDefault, becomes the default. ${IBAN_NOTE}`,
        access: permission('accounting.manage'),
        body: CreateBankAccountBody,
        status: 201,
        response: BankAccountView,
      },
      async ({ body }) => presentBankAccount(await createBankAccount(body)),
    )
    .put(
      '/accounting/config/bank-accounts/{id}',
      {
        summary: 'Change a bank account (beyond the specification)',
        description: `Title, bank, IBAN, BIC; isDefault: true makes it the default and unsets the previous one. ${IBAN_NOTE}`,
        access: permission('accounting.manage'),
        params: IdParams,
        body: UpdateBankAccountBody,
        response: BankAccountView,
      },
      async ({ params, body }) => presentBankAccount(await updateBankAccount(params.id, body)),
    )
    .delete(
      '/accounting/config/bank-accounts/{id}',
      {
        summary: 'Remove a bank account',
        description: 'Its treasury account and the entries on it stay. When it was the default, the oldest remaining account becomes the default.',
        access: permission('accounting.manage'),
        params: IdParams,
        status: 204,
      },
      async ({ params }) => {
        await deleteBankAccount(params.id);
        return undefined;
      },
    )
    .delete(
      '/accounting/config/bank-accounts',
      {
        summary: 'Remove a bank account named by the query',
        description: 'Same as DELETE /accounting/config/bank-accounts/{id}, for clients that send the id as a query parameter.',
        access: permission('accounting.manage'),
        query: z.object({ id: z.uuid() }),
        status: 204,
      },
      async ({ query }) => {
        await deleteBankAccount(query.id);
        return undefined;
      },
    );
}
