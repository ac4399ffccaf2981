import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import type { BackupMigration } from './backup-format';

/** An application table as the database itself describes it (public schema, drizzle's own table left out). */
export interface TableInfo {
  name: string;
  columns: { name: string; generated: boolean; sequence: string | null }[];
  primaryKey: string[];
}

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Every application table, parents before the tables whose foreign keys point at them. */
export async function applicationTables(db: Db): Promise<TableInfo[]> {
  const columns = await queryRows<{
    table: string;
    column: string;
    generated: string;
    sequence: string | null;
  }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.is_generated as "generated",
          pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) as "sequence"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name <> '__drizzle_migrations'
        order by c.table_name, c.ordinal_position`,
  );
  // the three catalogue queries are alike in shape, each reads its own system table
  const keys = await queryRows<{ table: string; column: string }>(
    db,
    sql`select cl.relname as "table", a.attname as "column"
        from pg_index i
        join pg_class cl on cl.oid = i.indrelid
        join pg_namespace n on n.oid = cl.relnamespace
        cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, pos)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        where i.indisprimary and n.nspname = 'public'
        order by cl.relname, k.pos`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as "child", p.relname as "parent"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );

  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const table = tables.get(c.table) ?? { name: c.table, columns: [], primaryKey: [] };
    table.columns.push({ name: c.column, generated: c.generated === 'ALWAYS', sequence: c.sequence });
    tables.set(c.table, table);
  }
  for (const k of keys) tables.get(k.table)?.primaryKey.push(k.column);
  return parentsFirst([...tables.values()], references);
}

function parentsFirst(tables: TableInfo[], references: { child: string; parent: string }[]): TableInfo[] {
  const remaining = new Map(tables.map((t) => [t.name, t]));
  const parentsOf = (name: string) =>
    references.filter((r) => r.child === name && r.parent !== name && remaining.has(r.parent));
  const ordered: TableInfo[] = [];
  while (remaining.size > 0) {
    const names = [...remaining.keys()].sort();
    // a cycle of foreign keys (none today) falls back to name order; the insert then reports it
    const next = names.find((name) => parentsOf(name).length === 0) ?? names[0]!;
    ordered.push(remaining.get(next)!);
    remaining.delete(next);
  }
  return ordered;
}

/** The migrations drizzle has applied, oldest first; empty for a database never migrated. */
export async function appliedMigrations(db: Db): Promise<BackupMigration[]> {
  const [exists] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as "name"`,
  );
  if (!exists?.name) return [];
  const rows = await queryRows<{ hash: string; createdAt: string | number }>(
    db,
    sql`select hash, created_at as "createdAt" from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.createdAt) }));
}

export async function rowCount(db: Db, table: string): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as "n" from ${quoted(table)}`,
  );
  return Number(row?.n ?? 0);
}

/** The last value a sequence handed out, 0 when none. */
export async function sequenceLastValue(db: Db, sequence: string): Promise<number> {
  const [row] = await queryRows<{ value: string | number | null }>(
    db,
    sql`select pg_sequence_last_value(${sequence}::regclass) as "value"`,
  );
  return Number(row?.value ?? 0);
}

export const quoted = (name: string) => sql.identifier(name);

export function columnList(names: string[]): SQL {
  return sql.join(
    names.map((n) => quoted(n)),
    sql`, `,
  );
}
