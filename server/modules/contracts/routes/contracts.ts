import { z } from 'zod';
import { PLACEHOLDERS, placeholdersIn, unknownPlaceholders } from '../../../../shared/contract-text';
import { SIGNED_PROOF_MAX_BYTES } from '../../../../shared/contracts';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { sendFile } from '../../../platform/http/download';
import { envelope, listOf } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { IdParams } from '../../../platform/http/validate';
import { CONTRACT_PERMISSIONS } from '../policy';
import { presentContract, presentContracts } from '../presenter';
import {
  AlertView,
  AlertsQuery,
  ContractTextView,
  ContractView,
  ContractsQuery,
  CreateContractSchema,
  PlaceholderView,
  PreviewContractSchema,
  PreviewView,
  SendContractSchema,
  SendResultView,
  SignSchema,
  TerminateContractSchema,
  UpdateContractSchema,
} from '../schema';
import { listContractAlerts } from '../services/alerts';
import { amendmentsOf } from '../services/amendments';
import { createContract, findContract, listContracts, updateContract } from '../services/contracts';
import { contractPdf, contractText, previewText } from '../services/document';
import { activateContract, sendContract, signContract, terminateContract } from '../services/lifecycle';
import { appServices } from '../../../platform/modules';
import { findTemplate } from '../services/templates';

const PDF = 'application/pdf';

async function detail(id: string) {
  const contract = await findContract(id);
  return presentContract(contract, await amendmentsOf(contract.id));
}

/** /hr/contracts: list, create, edit a DRAFT, lifecycle, text and PDF, alerts. */
export function contractRoutes(): ApiRouter {
  const read = permission(CONTRACT_PERMISSIONS.read);
  const manage = permission(CONTRACT_PERMISSIONS.manage);
  return new ApiRouter('Contracts')
    .get('/hr/contracts', { summary: 'List contracts', description: 'Filters: employeeId, status, type, q (reference or job title).', access: read, query: ContractsQuery, response: listOf(ContractView) }, async ({ query }) => {
      const { rows, count } = await listContracts(query);
      return envelope(await presentContracts(rows), count, query);
    })
    .post(
      '/hr/contracts',
      {
        summary: 'Create a contract (DRAFT), from a template or a text',
        description: 'With templateId and no body, the template text is copied. salary: gross monthly amount. weeklyHours: hours per week (2 decimals). CDD, STAGE and INTERIM need an endDate; a CDI has none.',
        access: manage,
        body: CreateContractSchema,
        status: 201,
        response: ContractView,
      },
      async ({ body }) => {
        const contract = await createContract(body);
        return presentContract(contract, []);
      },
    )
    .get('/hr/contracts/placeholders', { summary: 'Placeholders a contract text may use', access: read, response: z.array(PlaceholderView) }, () => PLACEHOLDERS.map((p) => ({ ...p })))
    .post(
      '/hr/contracts/preview',
      { summary: 'Preview a contract text filled for an employee (editor)', access: read, body: PreviewContractSchema, response: PreviewView, transaction: false },
      async ({ body }) => {
        const source = body.body ?? (body.templateId ? (await findTemplate(body.templateId)).body : '');
        return {
          text: await previewText(source, body.employeeId, { ...body, currency: body.currency ?? '' }),
          placeholders: placeholdersIn(source),
          unknownPlaceholders: unknownPlaceholders(source),
        };
      },
    )
    .get(
      '/hr/contracts/alerts',
      { summary: 'Upcoming ends of fixed-term contracts and trial periods', description: 'Contracts in force whose end date or trial period end falls within `days` days (default 30).', access: read, query: AlertsQuery, response: listOf(AlertView) },
      ({ query }) => listContractAlerts(query),
    )
    .get('/hr/contracts/{id}', { summary: 'One contract with its text and amendments', access: read, params: IdParams, response: ContractView }, ({ params }) => detail(params.id))
    .put(
      '/hr/contracts/{id}',
      { summary: 'Edit a DRAFT contract', description: 'Refused with INVALID_STATE once sent; after signature, changes go through amendments.', access: manage, params: IdParams, body: UpdateContractSchema, response: ContractView },
      async ({ params, body }) => {
        await updateContract(params.id, body);
        return detail(params.id);
      },
    )
    .get('/hr/contracts/{id}/text', { summary: 'The contract text with its placeholders filled', access: read, params: IdParams, response: ContractTextView }, async ({ params }) => ({
      text: await contractText(await findContract(params.id)),
    }))
    .post(
      '/hr/contracts/{id}/send',
      { summary: 'Send the contract for signature (DRAFT → SENT)', description: 'The PDF is mailed to the employee when they have an email and notifyEmployee is not false.', access: manage, params: IdParams, body: SendContractSchema, response: SendResultView },
      async ({ params, body }) => {
        const { sentTo } = await sendContract(params.id, body.notifyEmployee);
        return { ...(await detail(params.id)), sentTo };
      },
    )
    .post(
      '/hr/contracts/{id}/sign',
      {
        summary: 'Record the signature with the signed copy (SENT → SIGNED)',
        description: 'Multipart: field `file` (PDF, JPEG or PNG, 10 MB at most) and optional `signedOn` (YYYY-MM-DD, not in the future; today by default).',
        access: manage,
        params: IdParams,
        body: SignSchema,
        upload: { field: 'file', maxBytes: SIGNED_PROOF_MAX_BYTES },
        response: ContractView,
      },
      async ({ params, body, file }) => {
        await signContract(params.id, file, body.signedOn);
        return detail(params.id);
      },
    )
    .post('/hr/contracts/{id}/activate', { summary: 'Put the signed contract in force (SIGNED → ACTIVE)', access: manage, params: IdParams, response: ContractView }, async ({ params }) => {
      await activateContract(params.id);
      return detail(params.id);
    })
    .post(
      '/hr/contracts/{id}/terminate',
      { summary: 'Terminate the contract (ACTIVE or AMENDED → TERMINATED)', access: manage, params: IdParams, body: TerminateContractSchema, response: ContractView },
      async ({ params, body }) => {
        await terminateContract(params.id, body);
        return detail(params.id);
      },
    )
    .get('/hr/contracts/{id}/pdf', { summary: 'Contract PDF (inline)', access: read, params: IdParams, produces: PDF }, async ({ params, res }) => {
      const contract = await findContract(params.id);
      sendFile(res, `contrat-${contract.reference}.pdf`, PDF, await contractPdf(contract, await amendmentsOf(contract.id)), 'inline');
    })
    .get('/hr/contracts/{id}/pdf/download', { summary: 'Contract PDF (download)', access: read, params: IdParams, produces: PDF }, async ({ params, res }) => {
      const contract = await findContract(params.id);
      sendFile(res, `contrat-${contract.reference}.pdf`, PDF, await contractPdf(contract, await amendmentsOf(contract.id)));
    })
    .get('/hr/contracts/{id}/signed-copy', { summary: 'The signed copy of the contract', access: read, params: IdParams, produces: 'application/octet-stream' }, async ({ params, res }) => {
      const contract = await findContract(params.id);
      if (!contract.signedDocumentId) throw notFound('Signed copy');
      const { document, content } = await appServices().documents.read(contract.signedDocumentId);
      sendFile(res, document.filename, document.contentType, content);
    });
}
