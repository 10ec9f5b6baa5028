import { col, fn, Op, where as sqlWhere, type WhereOptions } from 'sequelize';
import { APPLICATION_STATUSES, CANDIDATE_SOURCES, PIPELINE_STAGES, type ApplicationStatus, type CandidateSource } from '../../../../shared/recruitment';
import type { RecruitmentAnalyticsViewT } from '../../../../shared/views/recruitment';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { Activity, Application } from '../models';

export interface ApplicationQuery extends PageQuery {
  offerId?: string;
  status?: ApplicationStatus;
  source?: CandidateSource;
  q?: string;
}

export async function listApplications(query: ApplicationQuery) {
  const where: WhereOptions<Application>[] = [];
  if (query.offerId) where.push({ offerId: query.offerId });
  if (query.status) where.push({ status: query.status });
  if (query.source) where.push({ source: query.source });
  for (const word of (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const like = `%${word.replace(/[%_\\]/g, '')}%`;
    where.push({ [Op.or]: ['first_name', 'last_name', 'email'].map((c) => sqlWhere(fn('lower', col(c)), Op.like, like)) });
  }
  return Application.findAndCountAll({ where: { [Op.and]: where }, ...pageOptions(query, [['createdAt', 'DESC'], ['id', 'ASC']], { receivedAt: 'createdAt' }) });
}

const count = (rows: unknown, key: string) => new Map((rows as Record<string, unknown>[]).map((r) => [String(r[key]), Number(r.count)]));

/**
 * Applications by source (and how many were hired), and the stage conversion: how many
 * applications ever reached each stage (their history says so) and the share of the previous
 * stage's that did, in percent with one decimal.
 */
export async function analytics(offerId?: string): Promise<RecruitmentAnalyticsViewT> {
  const scope = offerId ? { offerId } : {};
  const bySource = count(await Application.count({ where: scope, group: ['source'] }), 'source');
  const hiredBySource = count(await Application.count({ where: { ...scope, status: 'HIRED' }, group: ['source'] }), 'source');
  const current = count(await Application.count({ where: scope, group: ['status'] }), 'status');
  const ids = offerId ? (await Application.findAll({ where: scope, attributes: ['id'] })).map((a) => a.id) : null;
  const reachedRows = await Activity.count({
    where: { toStatus: { [Op.ne]: null }, ...(ids ? { applicationId: { [Op.in]: ids } } : {}) },
    group: ['toStatus'],
    distinct: true,
    col: 'applicationId',
  });
  const reached = count(reachedRows, 'toStatus');
  const byStage = APPLICATION_STATUSES.map((stage) => {
    const i = (PIPELINE_STAGES as readonly string[]).indexOf(stage);
    const before = i > 0 ? (reached.get(PIPELINE_STAGES[i - 1]) ?? 0) : 0;
    const here = reached.get(stage) ?? 0;
    return { stage, reached: here, current: current.get(stage) ?? 0, conversionPercent: i > 0 && before > 0 ? Math.round((here * 1000) / before) / 10 : null };
  });
  return {
    bySource: CANDIDATE_SOURCES.map((source) => ({ source, applications: bySource.get(source) ?? 0, hired: hiredBySource.get(source) ?? 0 })),
    byStage,
    total: [...current.values()].reduce((a, b) => a + b, 0),
  };
}
