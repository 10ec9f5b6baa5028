import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { ResourceType } from './resource-type';
import type { ResourceStatus } from '../../../../shared/booking';

export { RESOURCE_STATUSES, type ResourceStatus } from '../../../../shared/booking';

/** Something people book: a room, a vehicle, a projector. */
export class Resource extends Model<InferAttributes<Resource>, InferCreationAttributes<Resource>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare typeId: string;
  declare name: string;
  declare code: string;
  declare location: CreationOptional<string | null>;
  declare description: CreationOptional<string | null>;
  declare capacity: CreationOptional<number | null>;
  declare photoDocumentId: CreationOptional<string | null>;
  declare ownerId: CreationOptional<string | null>;
  declare status: CreationOptional<ResourceStatus>;
  declare autoValidate: CreationOptional<boolean>;
  declare autoApproveAfterHours: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare type?: NonAttribute<ResourceType>;

  static initModel(sequelize: Sequelize): void {
    Resource.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        typeId: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(200), allowNull: false },
        code: { type: DataTypes.STRING(50), allowNull: false },
        location: { type: DataTypes.STRING(200), allowNull: true },
        description: { type: DataTypes.STRING(2000), allowNull: true },
        capacity: { type: DataTypes.INTEGER, allowNull: true },
        photoDocumentId: { type: DataTypes.UUID, allowNull: true },
        ownerId: { type: DataTypes.UUID, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'ACTIVE' },
        autoValidate: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        autoApproveAfterHours: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'booking_resources', modelName: 'BookingResource' },
    );
  }
}
