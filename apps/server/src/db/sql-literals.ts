import { sql } from 'drizzle-orm';

// Constants of the code written into SQL text (check constraints, partial indexes, the want rules' functions): a
// migration holds them as values, not parameters.

/** A constant string as an SQL string literal. */
export const sqlLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A constant number, written into the statement. */
export const sqlNumber = (value: number) => sql.raw(String(value));

/** Constant strings as the list of an SQL `in (...)` or `array[...]`. */
export const inList = (values: readonly string[]) => sql.raw(values.map(sqlLiteral).join(', '));
