/**
 * Drill-down: the general ledger of one account over a period (from the chart of accounts, a
 * report line or a dashboard figure). The ledger's page reads these parameters from its URL.
 */
export function ledgerOf(accountCode: string, period?: { from?: string; to?: string }, thirdPartyId?: string): string {
  const params = new URLSearchParams({ prefix: accountCode });
  if (period?.from) params.set('from', period.from);
  if (period?.to) params.set('to', period.to);
  if (thirdPartyId) params.set('thirdPartyId', thirdPartyId);
  return `/accounting/reports/grand-livre?${params.toString()}`;
}
