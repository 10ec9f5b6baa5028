import { Op } from 'sequelize';
import type { z } from 'zod';
import { duplicate, notFound } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import type { FeatureStatus } from '../../../../shared/operator';
import type { FeatureBody, UpdateFeatureBody } from '../../../../shared/schemas/operator';
import { Feature } from '../models/feature';
import { recordOperatorAction } from './audit-log';

export function presentFeature(f: Feature) {
  return {
    id: f.id,
    code: f.code,
    nameFr: f.nameFr,
    nameEn: f.nameEn,
    module: f.module,
    status: f.status,
    icon: f.icon ?? null,
    visibleInComparison: f.visibleInComparison,
    sortOrder: f.sortOrder,
  };
}

export async function findFeature(code: string): Promise<Feature> {
  const feature = await Feature.findOne({ where: { code: code.toLowerCase() } });
  if (!feature) throw notFound('Feature', code);
  return feature;
}

export interface FeatureFilter extends PageQuery {
  module?: string;
  status?: FeatureStatus;
  q?: string;
}

export async function listFeatures(filter: FeatureFilter) {
  const where: Record<string | symbol, unknown> = {};
  if (filter.module) where.module = filter.module;
  if (filter.status) where.status = filter.status;
  if (filter.q) where[Op.or] = ['code', 'nameFr', 'nameEn'].map((field) => ({ [field]: { [Op.like]: `%${filter.q}%` } }));
  return Feature.findAndCountAll({ where, ...pageOptions(filter, [['module', 'ASC'], ['sortOrder', 'ASC'], ['code', 'ASC']]) });
}

export async function allFeatures(): Promise<Feature[]> {
  return Feature.findAll({ order: [['module', 'ASC'], ['sortOrder', 'ASC'], ['code', 'ASC']] });
}

export async function createFeature(input: z.infer<typeof FeatureBody>): Promise<Feature> {
  if (await Feature.findOne({ where: { code: input.code } })) throw duplicate(`The feature code ${input.code} is taken`, 'code');
  const feature = await Feature.create({ ...input, icon: input.icon ?? null, sortOrder: input.sortOrder ?? 0 });
  await recordOperatorAction('FEATURE_CREATED', 'FEATURE', feature.code, { module: feature.module });
  return feature;
}

export async function updateFeature(code: string, input: z.infer<typeof UpdateFeatureBody>): Promise<Feature> {
  const feature = await findFeature(code);
  await feature.update({ ...input, icon: input.icon ?? null, ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}) });
  await recordOperatorAction('FEATURE_UPDATED', 'FEATURE', feature.code, { status: feature.status, visibleInComparison: feature.visibleInComparison });
  return feature;
}
