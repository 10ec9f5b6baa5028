import { Op, type WhereOptions } from 'sequelize';
import type { SurveyKind, SurveyStatus } from '../../../../shared/satisfaction';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { Survey } from '../models';

export async function listSurveys(query: PageQuery & { status?: SurveyStatus[]; kind?: SurveyKind }) {
  const where: WhereOptions = {};
  if (query.status?.length) Object.assign(where, { status: { [Op.in]: query.status } });
  if (query.kind) Object.assign(where, { kind: query.kind });
  return Survey.findAndCountAll({ where, ...pageOptions(query, [['createdAt', 'DESC'], ['id', 'ASC']]) });
}
