import { Op } from 'sequelize';
import type { InterviewViewT } from '../../../shared/views/recruitment';
import { port } from '../../platform/modules';
import { Application, endsAt, type Interview } from './models';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Interviews with their candidates and interviewers, in two queries whatever their number. */
export async function presentInterviews(rows: Interview[], known?: Map<string, Application>): Promise<InterviewViewT[]> {
  const missing = [...new Set(rows.map((i) => i.applicationId))].filter((id) => !known?.has(id));
  const apps = new Map(known ?? []);
  if (missing.length) for (const a of await Application.findAll({ where: { id: { [Op.in]: missing } } })) apps.set(a.id, a);
  const users = await port('people').users(rows.flatMap((i) => [...i.interviewerIds, ...i.feedback.map((f) => f.userId)]));
  const who = (id: string) => ({ id, name: users.get(id)?.name ?? '' });
  return rows.map((i) => {
    const a = apps.get(i.applicationId);
    return {
      id: i.id,
      application: { id: i.applicationId, name: a ? `${a.firstName} ${a.lastName}` : '', offerId: a?.offerId ?? '' },
      type: i.type,
      startsAt: i.startsAt.toISOString(),
      endsAt: endsAt(i).toISOString(),
      durationMinutes: i.durationMinutes,
      location: i.location ?? null,
      interviewers: i.interviewerIds.map(who),
      status: i.status,
      rsvpStatus: i.rsvpStatus,
      rsvpAt: iso(i.rsvpAt),
      sequence: i.sequence,
      invitationsSentAt: iso(i.invitationsSentAt),
      feedback: i.feedback.map((f) => ({ interviewer: who(f.userId), rating: f.rating, comment: f.comment, at: f.at })),
    };
  });
}

export const presentInterview = async (i: Interview) => (await presentInterviews([i]))[0];
