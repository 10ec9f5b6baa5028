import { Op } from 'sequelize';
import { createTracked, modelImportTarget, saveTracked, type ImportTargetBase, type TrackedWrite } from '../../../../platform/imports/import-target';
import { Department } from '../../models/department';
import { Employee } from '../../models/employee';
import { applyPlannedRows } from './apply';
import { IMPORT_COLUMNS } from './columns';
import { parseEmployeeGrid, type ParsedFile } from './parse';
import { planImport, type ExistingDepartment, type ImportPlan, type PlannedRow } from './plan';

export interface DepartmentRecord {
  id: string;
  name: string;
  code: string | null;
  parentId: string | null;
}

export interface EmployeeKey {
  id: string;
  employeeNumber: string;
  status: string;
}

/**
 * The employees module's side of the bulk import: the employee sheet is read and validated by
 * the same code as `/admin/employees/import` (columns, parsing, plan), and departments and
 * profiles are written and put back through these functions only.
 */
export interface EmployeeImportPort {
  columns: typeof IMPORT_COLUMNS;
  parseGrid(grid: string[][], maxRows: number): ParsedFile;
  /** Plans the rows against the tenant's employees and departments plus those the workbook declares (ids of your choosing). */
  plan(file: ParsedFile, declaredDepartments: ExistingDepartment[]): Promise<ImportPlan>;
  /** Writes the planned rows (new ones in multi-row inserts); `onProgress` hears how many records are written so far. */
  apply(rows: PlannedRow[], departmentIdOf: (id: string) => string | null, onProgress?: (written: number) => void | Promise<void>): Promise<Array<TrackedWrite & { row: number }>>;
  employeeKeys(): Promise<EmployeeKey[]>;
  employees: ImportTargetBase;
  departments: ImportTargetBase & {
    list(): Promise<DepartmentRecord[]>;
    save(input: { id: string | null; name: string; code: string; parentId: string | null }): Promise<TrackedWrite>;
    /** New departments in multi-row inserts, with ids minted by the caller (parents listed before their children). */
    createMany(inputs: Array<{ id: string; name: string; code: string; parentId: string | null }>): Promise<TrackedWrite[]>;
  };
}

export const employeeImportPort: EmployeeImportPort = {
  columns: IMPORT_COLUMNS,
  parseGrid: parseEmployeeGrid,
  async plan(file, declaredDepartments) {
    const employees = await Employee.findAll({ attributes: ['id', 'employeeNumber', 'email', 'managerId', 'status'], raw: true });
    const departments = await Department.findAll({ attributes: ['id', 'name', 'code'], raw: true });
    return planImport(file, employees, [...departments, ...declaredDepartments], { unknownDepartment: 'error' });
  },
  apply: (rows, departmentIdOf, onProgress) => applyPlannedRows(rows, (ref) => ('id' in ref ? departmentIdOf(ref.id) : null), onProgress),
  async employeeKeys() {
    return Employee.findAll({ attributes: ['id', 'employeeNumber', 'status'], raw: true });
  },
  employees: modelImportTarget(Employee, 'Employee', { selfReferences: ['managerId'] }),
  departments: {
    ...modelImportTarget(Department, 'Department', { selfReferences: ['parentId'] }),
    async list() {
      return Department.findAll({ attributes: ['id', 'name', 'code', 'parentId'], raw: true });
    },
    async save({ id, name, code, parentId }) {
      const department = id ? await Department.findOne({ where: { id: { [Op.eq]: id } } }) : Department.build({ name, code, parentId });
      if (!department) throw new Error(`Department ${id} disappeared during the import`);
      department.set({ name, code, parentId });
      return saveTracked(department);
    },
    createMany: (inputs) => createTracked(Department, inputs, (input) => Department.build(input)),
  },
};
