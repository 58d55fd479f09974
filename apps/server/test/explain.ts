import { type Compilable, CompiledQuery, type Kysely } from 'kysely';

/** A node of PostgreSQL's JSON plan, with the fields the index tests read. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * The plan PostgreSQL picks for a query, flattened into its nodes (for tests that a query reads through an
 * index, never a sequential scan). `SHOW_PLANS=1` prints the query and its plan as text.
 */
export async function explainPlan<DB>(db: Kysely<DB>, query: Compilable): Promise<PlanNode[]> {
  const compiled = query.compile();
  const json = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
  );
  if (process.env.SHOW_PLANS) {
    const text = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
    );
    console.log(`${compiled.sql}\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
  return nodes(json.rows[0]!['QUERY PLAN'][0].Plan);
}
