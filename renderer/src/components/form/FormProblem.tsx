import { ProblemAlert } from '../feedback/ProblemAlert';

/** The part of a failed submit that belongs to no field (a rule, a state, a network failure). */
export function FormProblem({ problem, onClose }: { problem: unknown; onClose?: () => void }) {
  return <ProblemAlert error={problem} onClose={onClose} />;
}
