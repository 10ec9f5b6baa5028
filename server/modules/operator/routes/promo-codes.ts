import { PromoCodeBody, PromoCodeView } from '../../../../shared/schemas/operator';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { IdParam, PromoListQuery } from '../schema';
import { createPromoCode, deactivatePromoCode, findPromoCode, listPromoCodes, presentPromoCode, updatePromoCode } from '../services/promo-codes';

const ADMIN = permission('platform.subscription.admin');

/** /admin-platform/promo-codes (platform.subscription.admin: PLATFORM_OPERATOR, not PLATFORM_ADMIN). */
export function promoCodeRoutes(): ApiRouter {
  return new ApiRouter('Operator: promo codes')
    .get('/admin-platform/promo-codes', { summary: 'Promo codes (filter active, discountType, q)', access: ADMIN, query: PromoListQuery, response: listOf(PromoCodeView) }, async ({ query }) => {
      const { rows, count } = await listPromoCodes(query);
      return envelope(rows.map(presentPromoCode), count, query);
    })
    .post(
      '/admin-platform/promo-codes',
      { summary: 'Create a promo code (PCT, FIXED or MONTHS_FREE) with its dates, maximum uses and plans', access: ADMIN, body: PromoCodeBody, status: 201, response: PromoCodeView },
      async ({ body }) => presentPromoCode(await createPromoCode(body)),
    )
    .get('/admin-platform/promo-codes/{id}', { summary: 'One promo code', access: ADMIN, params: IdParam, response: PromoCodeView }, async ({ params }) =>
      presentPromoCode(await findPromoCode(params.id)),
    )
    .put(
      '/admin-platform/promo-codes/{id}',
      { summary: 'Change a promo code (maxUses never below the uses already made)', access: ADMIN, params: IdParam, body: PromoCodeBody, response: PromoCodeView },
      async ({ params, body }) => presentPromoCode(await updatePromoCode(params.id, body)),
    )
    .delete(
      '/admin-platform/promo-codes/{id}',
      { summary: 'Deactivate a promo code (subscriptions that used it keep their discount)', access: ADMIN, params: IdParam, response: PromoCodeView },
      async ({ params }) => presentPromoCode(await deactivatePromoCode(params.id)),
    );
}
