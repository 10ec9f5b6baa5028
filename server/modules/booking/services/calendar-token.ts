import { randomBytes } from 'node:crypto';
import { requireContext } from '../../../platform/tenancy/context';
import { CalendarToken } from '../models/calendar-token';

const newToken = () => randomBytes(24).toString('base64url');

/** The caller's personal calendar token, created on first use. */
export async function currentToken(): Promise<CalendarToken> {
  const userId = requireContext().userId as string;
  const existing = await CalendarToken.findOne({ where: { userId } });
  if (existing) return existing;
  return CalendarToken.create({ userId, token: newToken() });
}

/** A new token replaces the old one, whose feed URL stops working at once. */
export async function rotateToken(): Promise<CalendarToken> {
  const userId = requireContext().userId as string;
  const existing = await CalendarToken.findOne({ where: { userId } });
  if (!existing) return CalendarToken.create({ userId, token: newToken() });
  await existing.update({ token: newToken() });
  return existing;
}

export function feedUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}/booking/ical/feed/${token}`;
}
