import { Op, type WhereOptions } from 'sequelize';
import { Booking } from '../models/booking';
import { Resource } from '../models/resource';
import { personMap, type Directory } from './directory';

export const FEEDBACK_CSV_HEADER = [
  'bookingId',
  'resourceCode',
  'resource',
  'subject',
  'start',
  'end',
  'requester',
  'requesterEmail',
  'rating',
  'comment',
  'givenAt',
] as const;
const BATCH = 500;

/** Feedback rows, oldest slot first, read in batches so a large export keeps memory flat. */
export async function* feedbackRows(
  q: { from?: string; to?: string; resourceId?: string },
  directory: Directory,
): AsyncGenerator<unknown[]> {
  const where: WhereOptions<Booking> = {
    feedbackRating: { [Op.ne]: null },
    ...(q.resourceId ? { resourceId: q.resourceId } : {}),
    ...(q.from || q.to
      ? {
          startAt: {
            ...(q.from ? { [Op.gte]: new Date(`${q.from}T00:00:00Z`) } : {}),
            ...(q.to ? { [Op.lt]: new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) } : {}),
          },
        }
      : {}),
  };
  for (let offset = 0; ; offset += BATCH) {
    const rows = await Booking.findAll({
      where,
      include: [{ model: Resource, as: 'resource' }],
      order: [
        ['startAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: BATCH,
      offset,
    });
    const people = await personMap(
      directory,
      rows.map((b) => b.requesterId),
    );
    for (const b of rows) {
      const who = people.get(b.requesterId);
      yield [
        b.id,
        b.resource?.code,
        b.resource?.name,
        b.subject,
        b.startAt,
        b.endAt,
        who?.name ?? '',
        who?.email ?? '',
        b.feedbackRating,
        b.feedbackComment ?? '',
        b.feedbackAt,
      ];
    }
    if (rows.length < BATCH) return;
  }
}
