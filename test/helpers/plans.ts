import { Pool, type QueryConfig } from 'pg';

/** The rows of an `explain (format json)` answer. */
export type PlanRows = { 'QUERY PLAN': unknown }[];

/** A node of a JSON plan, with the fields the tests read (`analyze` and `buffers` ones when asked for). */
export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Subplan Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** A plan node and every node under it. */
export function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** Every node of an `explain (format json)` answer's plan. */
export function planNodes(rows: PlanRows): PlanNode[] {
  return nodesOf((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan);
}

/** How a read reached PostgreSQL: as text (no name), or named on a pool planning once or for its values. */
export type SentAs = 'text' | 'force_generic_plan' | 'force_custom_plan';

/**
 * Runs `fn` and answers how each statement it sent through a pg pool went: the pool of plain reads
 * names the statements it keeps on its connections, and the pool a named one runs on decides
 * whether it is planned once or for its values on every run.
 */
export async function statementsSent<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; sent: { text: string; as: SentAs }[] }> {
  const spy = jest.spyOn(Pool.prototype, 'query');
  const planMode = (pool: Pool) =>
    /plan_cache_mode=(\w+)/.exec((pool as unknown as { options: { options?: string } }).options.options ?? '')?.[1];
  try {
    const result = await fn();
    // The read pools' statements only (each carries a plan mode): not those of other pools of the
    // process, such as the job queue's polls, which run at their own times.
    const sent = spy.mock.calls.flatMap(([config], call) => {
      const mode = planMode(spy.mock.contexts[call] as Pool);
      if (mode === undefined) return [];
      const { text, name } = config as unknown as QueryConfig;
      return [{ text, as: (name === undefined ? 'text' : mode) as SentAs }];
    });
    return { result, sent };
  } finally {
    spy.mockRestore();
  }
}
