import fs from 'node:fs';
import { z } from 'zod';
import { DIFF_RULES, type DiffVerdict } from '../../../../../shared/leave';
import type { LeaveDiff } from '../../../../../shared/schemas/leave-views';
import { resourcePath } from '../../../../platform/resources';
import { centiToDays, parseDaysToCenti } from '../../../../../shared/leave';
import { fullYearEntitlement, seniorityBonusCenti } from '../accrual/compute';
import type { LeavePolicyVersion, LeaveType } from '../../models';

/**
 * Collective-agreement templates shipped in `resources/leave/conventions/<code>.json`: for each
 * leave type (matched by code) the legal minimums, maximums or reference values of its policy,
 * with the text they come from. The diff compares the tenant's policies in force with one.
 */
const Field = z.object({
  field: z.enum(['annualAllowance', 'seniorityBonus', 'maxConsecutiveDays', 'minNoticeDays', 'carryOverRules.maxDays']),
  rule: z.enum(DIFF_RULES),
  value: z.union([z.number(), z.null(), z.array(z.object({ afterYears: z.number().int(), days: z.number() }))]),
  legal: z.string(),
  source: z.string(),
  confirmed: z.boolean(),
});

export const ConventionTemplateSchema = z.object({
  code: z.string(),
  country: z.string().length(2),
  name: z.string(),
  unit: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string().nullable() })).min(1),
  types: z.array(z.object({ code: z.string(), name: z.string(), fields: z.array(Field).min(1) })).min(1),
});
export type ConventionTemplate = z.infer<typeof ConventionTemplateSchema>;

let templates: Map<string, ConventionTemplate> | undefined;

/** Every shipped template, read once. */
export function conventionTemplates(): ConventionTemplate[] {
  if (!templates) {
    const dir = resourcePath('leave', 'conventions');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
    templates = new Map(
      files.map((f) => {
        const template = ConventionTemplateSchema.parse(JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8')));
        return [template.code, template] as const;
      }),
    );
  }
  return [...templates.values()];
}

export function conventionTemplate(code: string): ConventionTemplate | null {
  conventionTemplates();
  return templates?.get(code) ?? null;
}

type Item = LeaveDiff['items'][number];
type Bracket = { afterYears: number; days: number };

function compareNumber(rule: Item['rule'], current: number | null, template: number | null): DiffVerdict {
  if (rule === 'REFERENCE') return current === template ? 'EQUAL' : 'DIFFERENT';
  if (current === template) return 'EQUAL';
  if (rule === 'MINIMUM') return current !== null && template !== null && current > template ? 'MORE_FAVOURABLE' : 'BELOW_MINIMUM';
  // MAXIMUM: null (no limit) is above any maximum.
  return current !== null && template !== null && current < template ? 'MORE_FAVOURABLE' : 'ABOVE_MAXIMUM';
}

/** Every template bracket must be matched (at least) by the bonus the policy gives at that seniority. */
function compareBrackets(current: Bracket[], template: Bracket[]): DiffVerdict {
  const asCenti = current.map((b) => ({ afterYears: b.afterYears, daysCenti: parseDaysToCenti(b.days) }));
  let better = false;
  for (const b of template) {
    const given = seniorityBonusCenti(asCenti, b.afterYears);
    const required = parseDaysToCenti(b.days);
    if (given < required) return 'BELOW_MINIMUM';
    if (given > required) better = true;
  }
  return better ? 'MORE_FAVOURABLE' : 'EQUAL';
}

function currentValue(field: Item['field'], type: LeaveType, version: LeavePolicyVersion): number | null | Bracket[] {
  switch (field) {
    case 'annualAllowance':
      return centiToDays(fullYearEntitlement({ mode: type.accrualMode, annualAllowanceCenti: version.annualAllowanceCenti }));
    case 'seniorityBonus':
      return version.seniorityBonus.map((b) => ({ afterYears: b.afterYears, days: centiToDays(b.daysCenti) }));
    case 'maxConsecutiveDays':
      return version.maxConsecutiveDays;
    case 'minNoticeDays':
      return version.minNoticeDays;
    case 'carryOverRules.maxDays':
      return version.carryOverMaxCenti === null ? null : centiToDays(version.carryOverMaxCenti);
    default:
      return null;
  }
}

/** The tenant's policies in force against a template, field by field. */
export function diffAgainst(
  template: ConventionTemplate,
  types: ReadonlyMap<string, LeaveType>,
  versions: ReadonlyMap<string, { policyId: string; version: LeavePolicyVersion }>,
): LeaveDiff {
  const items: Item[] = [];
  for (const entry of template.types) {
    const type = types.get(entry.code);
    const inForce = type ? versions.get(type.id) : undefined;
    for (const f of entry.fields) {
      const base = { leaveTypeCode: entry.code, leaveTypeName: type?.name ?? entry.name, field: f.field, rule: f.rule, template: f.value, legal: f.legal, source: f.source, confirmed: f.confirmed };
      if (!type || !inForce) {
        items.push({ ...base, policyId: null, current: null, verdict: type ? 'MISSING_POLICY' : 'MISSING_TYPE' });
        continue;
      }
      const current = currentValue(f.field, type, inForce.version);
      const verdict =
        f.field === 'seniorityBonus'
          ? compareBrackets(current as Bracket[], (f.value ?? []) as Bracket[])
          : compareNumber(f.rule, current as number | null, f.value as number | null);
      items.push({ ...base, policyId: inForce.policyId, current, verdict });
    }
  }
  return { conventionCode: template.code, name: template.name, country: template.country, unit: template.unit, sources: template.sources, items };
}
