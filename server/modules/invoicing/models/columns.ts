import Big from 'big.js';
import { DataTypes, type Model, type ModelAttributeColumnOptions } from 'sequelize';

/** A DECIMAL column read back as its text without float noise: rates "18.00", quantities "2.5". */
export function decimalColumn(attribute: string, precision: number, scale: number, format: 'fixed' | 'plain'): ModelAttributeColumnOptions {
  return {
    type: DataTypes.DECIMAL(precision, scale),
    allowNull: false,
    get(this: Model) {
      const raw = this.getDataValue(attribute as never) as unknown;
      if (raw === null || raw === undefined) return raw;
      const big = new Big(String(raw)).round(scale);
      return format === 'fixed' ? big.toFixed(scale) : big.toString();
    },
  };
}

/** A JSON column parsed when the driver hands it back as text (SQLite). */
export function jsonColumn(attribute: string): ModelAttributeColumnOptions {
  return {
    type: DataTypes.JSON,
    allowNull: false,
    get(this: Model) {
      const raw = this.getDataValue(attribute as never) as unknown;
      return typeof raw === 'string' ? JSON.parse(raw) : raw;
    },
  };
}
