import type { KyselyPlugin, OperationNode, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * The rows a statement may have changed: the values its WHERE requires of a column (`id = 5`,
 * `member_id in (1, 2)`, ANDed with anything else), or null when it names no such column (any row).
 */
export type WrittenRows = ReadonlyMap<string, readonly unknown[]> | null;
type Listener = (rows: WrittenRows) => void;

const listeners = new Map<string, Listener[]>();

/**
 * Calls `listener` after every UPDATE or DELETE on `table` built with Kysely's query builder and run through a
 * database of `createDb` in this process (raw `sql` is not read), with the rows it may have changed. For the caches of rows (live sessions, member info): what this
 * process changes, they forget at once. A statement inside a transaction is reported when it has run, before
 * the commit: a read in between may still see the old row (the caches' time bound covers that case).
 * Answers the function that stops the listening.
 */
export function onTableWrite(table: string, listener: Listener): () => void {
  listeners.set(table, [...(listeners.get(table) ?? []), listener]);
  return () => {
    const rest = (listeners.get(table) ?? []).filter((l) => l !== listener);
    if (rest.length > 0) listeners.set(table, rest);
    else listeners.delete(table);
  };
}

type Node = OperationNode & Record<string, unknown>;

function tableName(node: unknown): string | undefined {
  const n = node as Node | undefined;
  if (n?.kind === 'AliasNode') return tableName(n.node);
  if (n?.kind !== 'TableNode') return undefined;
  const identifier = (n.table as { identifier?: { name?: string } }).identifier;
  return identifier?.name;
}

function columnName(node: Node): string | undefined {
  const column = node.kind === 'ReferenceNode' ? (node.column as Node) : node;
  return column.kind === 'ColumnNode' ? (column.column as { name: string }).name : undefined;
}

function values(node: Node): readonly unknown[] | undefined {
  if (node.kind === 'ValueNode') return [node.value];
  if (node.kind === 'PrimitiveValueListNode') return node.values as unknown[];
  if (node.kind === 'ValueListNode') {
    const items = (node.values as Node[]).map((v) => (v.kind === 'ValueNode' ? v.value : undefined));
    return items.includes(undefined) ? undefined : items;
  }
  return undefined;
}

/** The `column = value` / `column in (values)` conditions ANDed at the top of a WHERE. */
function equalities(node: Node, found: Map<string, readonly unknown[]>): void {
  if (node.kind === 'AndNode') {
    equalities(node.left as Node, found);
    equalities(node.right as Node, found);
  } else if (node.kind === 'ParensNode') {
    equalities(node.node as Node, found);
  } else if (node.kind === 'BinaryOperationNode') {
    const operator = (node.operator as { operator?: string }).operator;
    const column = columnName(node.leftOperand as Node);
    const given = values(node.rightOperand as Node);
    if ((operator === '=' || operator === 'in') && column && given) found.set(column, given);
  }
}

function writtenRows(where: unknown): WrittenRows {
  if (!where) return null;
  const found = new Map<string, readonly unknown[]>();
  equalities((where as { where: Node }).where, found);
  return found.size > 0 ? found : null;
}

/** The watched table an UPDATE or DELETE writes, and its rows; undefined for any other statement. */
function writeOf(node: RootOperationNode): { table: string; rows: WrittenRows } | undefined {
  let table: string | undefined;
  let where: unknown;
  if (node.kind === 'UpdateQueryNode') {
    table = tableName(node.table);
    where = node.where;
  } else if (node.kind === 'DeleteQueryNode' && node.from.froms.length === 1) {
    table = tableName(node.from.froms[0]);
    where = node.where;
  }
  if (table === undefined || !listeners.has(table)) return undefined;
  return { table, rows: writtenRows(where) };
}

const pending = new WeakMap<object, { table: string; rows: WrittenRows }>();

/** The Kysely plugin behind `onTableWrite`; createDb installs it. */
export const tableWrites: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    const write = writeOf(node);
    if (write) pending.set(queryId, write);
    return node;
  },
  async transformResult({ result, queryId }): Promise<QueryResult<UnknownRow>> {
    const write = pending.get(queryId);
    if (write) for (const listener of listeners.get(write.table) ?? []) listener(write.rows);
    return result;
  },
};
