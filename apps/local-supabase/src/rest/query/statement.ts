/** The Query stage's entry: renders the SQL of a plan's statement. */
import type { StatementPlan } from '../plan/types';
import { deleteStatement, insertStatement, updateStatement } from './mutation';
import { callStatement, readStatement } from './read';
import type { Statement } from './sql-text';

export type { Statement } from './sql-text';

export function renderStatement(plan: StatementPlan): Statement {
  switch (plan.kind) {
    case 'read':
      return readStatement(plan.relation, plan.options);
    case 'insert':
      return insertStatement(plan.relation, plan.options);
    case 'update':
      return updateStatement(plan.relation, plan.options);
    case 'delete':
      return deleteStatement(plan.relation, plan.options);
    case 'call':
      return callStatement(plan.fn, plan.options);
  }
}
