import { Op } from 'sequelize';
import { Employee } from '../models';

/** Direct and indirect reports of an employee (breadth first; the visited set guards against loops). */
export async function reportsOf(employeeId: string): Promise<string[]> {
  const seen = new Set<string>([employeeId]);
  let frontier = [employeeId];
  const out: string[] = [];
  while (frontier.length) {
    const rows = await Employee.findAll({ where: { managerId: { [Op.in]: frontier } }, attributes: ['id'] });
    frontier = rows.map((r) => r.id).filter((id) => !seen.has(id));
    for (const id of frontier) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}
