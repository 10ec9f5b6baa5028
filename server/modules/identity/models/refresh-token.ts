import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { TokenRealm } from '../../../platform/auth/access-tokens';

/**
 * A refresh token, stored as its SHA-256 only. Tokens of one login form a family: each use
 * rotates to a new token of the family, and presenting an already rotated token revokes the
 * whole family. Sessions span both realms, so this table is not tenant-scoped: it is only ever
 * read by the hash of a token its holder presents, or by subject for revocation.
 */
export class RefreshToken extends Model<InferAttributes<RefreshToken>, InferCreationAttributes<RefreshToken>> {
  declare id: CreationOptional<string>;
  declare realm: TokenRealm;
  declare tenantId: string | null;
  declare subjectId: string;
  declare familyId: string;
  declare tokenHash: string;
  declare issuedAt: Date;
  declare expiresAt: Date;
  declare rotatedAt: CreationOptional<Date | null>;
  declare revokedAt: CreationOptional<Date | null>;
  declare ip: CreationOptional<string | null>;
  declare userAgent: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize): void {
    RefreshToken.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        realm: { type: DataTypes.STRING(10), allowNull: false },
        tenantId: { type: DataTypes.UUID, allowNull: true },
        subjectId: { type: DataTypes.UUID, allowNull: false },
        familyId: { type: DataTypes.UUID, allowNull: false },
        tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        issuedAt: { type: DataTypes.DATE, allowNull: false },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        rotatedAt: { type: DataTypes.DATE, allowNull: true },
        revokedAt: { type: DataTypes.DATE, allowNull: true },
        ip: { type: DataTypes.STRING(64), allowNull: true },
        userAgent: { type: DataTypes.STRING(300), allowNull: true },
      },
      { sequelize, tableName: 'refresh_tokens', modelName: 'RefreshToken', timestamps: false },
    );
  }
}
