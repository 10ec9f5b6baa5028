import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import { buildSearchText } from '../../../../shared/search';

export type Locale = 'fr' | 'en';

export const userSearchText = (u: { firstName: string; lastName: string; email: string }) => buildSearchText([u.firstName, u.lastName, u.email], 500);

/** A person who logs in to one tenant. The email is stored trimmed and lower-cased. */
export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare email: string;
  declare firstName: string;
  declare lastName: string;
  /** Null until the user sets a password through an invitation link. */
  declare passwordHash: CreationOptional<string | null>;
  declare active: CreationOptional<boolean>;
  /** The employee profile of this user (HR module); no foreign key until that table exists. */
  declare employeeId: CreationOptional<string | null>;
  declare locale: CreationOptional<Locale>;
  declare lastLoginAt: CreationOptional<Date | null>;
  declare passwordChangedAt: CreationOptional<Date | null>;
  /** Name and email with accents and case folded, derived on save: what people search compares with. */
  declare searchText: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    User.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        email: { type: DataTypes.STRING(320), allowNull: false },
        firstName: { type: DataTypes.STRING(100), allowNull: false },
        lastName: { type: DataTypes.STRING(100), allowNull: false },
        passwordHash: { type: DataTypes.STRING(200), allowNull: true },
        active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        employeeId: { type: DataTypes.UUID, allowNull: true },
        locale: { type: DataTypes.STRING(5), allowNull: false, defaultValue: 'fr' },
        lastLoginAt: { type: DataTypes.DATE, allowNull: true },
        passwordChangedAt: { type: DataTypes.DATE, allowNull: true },
        searchText: { type: DataTypes.STRING(500), allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      {
        sequelize,
        tableName: 'users',
        modelName: 'User',
        hooks: {
          beforeSave(user: User) {
            user.searchText = userSearchText(user);
          },
          beforeBulkCreate(users: User[]) {
            for (const user of users) user.searchText = userSearchText(user);
          },
        },
      },
    );
    tenantScoped(User);
  }
}
