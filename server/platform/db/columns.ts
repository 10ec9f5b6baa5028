import { DataTypes, type Model, type ModelAttributeColumnOptions } from 'sequelize';

/**
 * A money column: an integer number of minor units (cents) in a BIGINT. PostgreSQL's driver
 * answers BIGINT as a string; amounts here stay far below 2^53, so they are read back as safe
 * integers. Every model stores money through this helper, never through its own conversion.
 */
export function centsColumn(
  attribute: string,
  options: { allowNull?: boolean; defaultValue?: number } = {},
): ModelAttributeColumnOptions {
  return {
    type: DataTypes.BIGINT,
    allowNull: options.allowNull ?? false,
    ...(options.defaultValue !== undefined ? { defaultValue: options.defaultValue } : {}),
    get(this: Model) {
      const raw = this.getDataValue(attribute as never) as unknown;
      if (raw === null || raw === undefined) return raw;
      const value = Number(raw);
      if (!Number.isSafeInteger(value)) throw new RangeError(`${attribute} holds ${String(raw)}, not a safe integer of cents`);
      return value;
    },
  };
}

/**
 * A DATE value as Sequelize writes it (its timezone option is left at +00:00), for raw multi-row
 * INSERTs: on SQLite the text itself is stored and compared, so raw writes keep its format.
 */
export function sqlTimestamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)} +00:00`;
}
