/**
 * Cents as the API's two-decimal text, with integer arithmetic only: the same text as
 * `formatCents` (shared/money), at a fraction of its cost, for exports that format millions of
 * amounts. `%` and the division of an exact multiple of 100 are exact on safe integers.
 */
export function centsText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not an exact number of cents`);
  const abs = cents < 0 ? -cents : cents;
  const rest = abs % 100;
  const units = (abs - rest) / 100;
  const text = `${units}.${rest < 10 ? '0' : ''}${rest}`;
  return cents < 0 ? `-${text}` : text;
}
