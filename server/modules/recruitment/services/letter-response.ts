import { timingSafeEqual } from 'node:crypto';
import { Transaction } from 'sequelize';
import { OFFER_LETTER_MAX_ATTEMPTS } from '../../../../shared/recruitment';
import { inTransaction } from '../../../platform/db/transaction';
import { Problem } from '../../../platform/http/problem';
import type { ScheduledJob } from '../../../platform/modules';
import { asTenant, now } from '../../../platform/tenancy/context';
import { OfferLetter } from '../models';
import { dueLetters, hashSecret } from './offer-letters';
import { byPublicToken } from './public-lookup';

export const findByToken = (token: string) => byPublicToken('Offer letter', () => OfferLetter.findOne({ where: { responseTokenHash: hashSecret(token) } }));

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether the link can still be answered: SENT, not past its expiry, not locked. */
function assertAnswerable(l: OfferLetter, at: Date): void {
  if (l.status === 'SENT' && l.expiresAt && l.expiresAt.getTime() <= at.getTime()) throw new Problem('INVALID_STATE', 'This offer letter has expired', { currentStatus: 'EXPIRED' });
  if (l.status !== 'SENT') throw new Problem('INVALID_STATE', `This offer letter is ${l.status}`, { currentStatus: l.status });
  if (l.lockedAt) throw new Problem('PERMISSION_DENIED', 'This link is locked after too many wrong codes', { locked: true });
}

/**
 * The candidate's answer with the mailed code. A wrong code is counted in its own committed
 * transaction (the refusal must not undo it) under the letter's row lock, so concurrent tries
 * cannot pass the limit: the third wrong code locks the link for good.
 */
export async function respond(token: string, code: string, answer: 'ACCEPT' | 'DECLINE'): Promise<OfferLetter> {
  const { record } = await findByToken(token);
  const outcome = await asTenant(record.tenantId, () =>
    inTransaction(OfferLetter.sequelize!, async () => {
      const l = (await OfferLetter.findByPk(record.id, { lock: Transaction.LOCK.UPDATE })) as OfferLetter;
      const at = now();
      assertAnswerable(l, at);
      if (!same(hashSecret(code), l.codeHash ?? '')) {
        const failedAttempts = l.failedAttempts + 1;
        await l.update({ failedAttempts, lockedAt: failedAttempts >= OFFER_LETTER_MAX_ATTEMPTS ? at : null });
        return { wrong: true as const, remaining: Math.max(0, OFFER_LETTER_MAX_ATTEMPTS - failedAttempts) };
      }
      await l.update({ status: answer === 'ACCEPT' ? 'ACCEPTED' : 'DECLINED', respondedAt: at });
      return { wrong: false as const, letter: l };
    }),
  );
  if (outcome.wrong) throw new Problem('VALIDATION_FAILED', 'Wrong code', { remainingAttempts: outcome.remaining, errors: [{ path: 'code', message: 'Wrong code' }] });
  return outcome.letter;
}

export const OFFER_LETTER_EXPIRY_JOB = 'recruitment.offer-letters.expire';

/** SENT letters past their tenant's delay become EXPIRED (each re-read under lock: the candidate may have answered since the scan). */
export const offerLetterExpiryJob: ScheduledJob<{ id: string }> = {
  name: OFFER_LETTER_EXPIRY_JOB,
  schedule: '*/15 * * * *',
  scope: 'tenant',
  items: ({ now: at }) => dueLetters(at),
  describe: (l) => `offer letter ${l.id}`,
  async handle({ id }, { now: at }) {
    const l = await OfferLetter.findByPk(id, { lock: Transaction.LOCK.UPDATE });
    if (l?.status === 'SENT' && l.expiresAt && l.expiresAt.getTime() <= at.getTime()) await l.update({ status: 'EXPIRED' });
  },
};
