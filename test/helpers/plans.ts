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
