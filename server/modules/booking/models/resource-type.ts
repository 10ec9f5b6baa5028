import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A kind of resource (meeting room, vehicle…) and the defaults its resources start from. */
export class ResourceType extends Model<
  InferAttributes<ResourceType>,
  InferCreationAttributes<ResourceType>
> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare name: string;
  declare icon: CreationOptional<string | null>;
  declare color: CreationOptional<string | null>;
  /** Resources of this type must name an owner. */
  declare requiresOwner: CreationOptional<boolean>;
  /** Bookings of its resources wait for approval unless the resource says otherwise. */
  declare requiresValidation: CreationOptional<boolean>;
  /** Owners may switch auto-validation of their resources, and their own bookings are confirmed at once. */
  declare allowOwnerAutoValidate: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ResourceType.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        icon: { type: DataTypes.STRING(50), allowNull: true },
        color: { type: DataTypes.STRING(7), allowNull: true },
        requiresOwner: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        requiresValidation: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        allowOwnerAutoValidate: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'booking_resource_types', modelName: 'BookingResourceType' },
    );
  }
}
