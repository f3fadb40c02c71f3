/**
 * A product's specifications table: named groups ("Display", "Battery") of name–value rows, edited
 * in the admin's product form, shown on the product page and sent in its structured data.
 */
import { z } from 'zod';

export const SPECIFICATION_GROUPS_MAX = 12;
export const SPECIFICATION_ROWS_MAX = 20;
export const SPECIFICATION_NAME_MAX = 60;
export const SPECIFICATION_VALUE_MAX = 200;

/** Messages of the specifications table; a group and a row are named by their number, from 1. */
export const SPECIFICATION_MESSAGES = {
  notAList: 'Specifications must be a list of groups',
  tooManyGroups: `Specifications can have at most ${SPECIFICATION_GROUPS_MAX} groups`,
  groupNameRequired: (group: number) => `Specifications group ${group} needs a name`,
  groupNameTooLong: (group: number) =>
    `Specifications group ${group}: the name must be at most ${SPECIFICATION_NAME_MAX} characters`,
  rowsRequired: (group: number) => `Specifications group ${group} needs at least one row`,
  tooManyRows: (group: number) => `Specifications group ${group} can have at most ${SPECIFICATION_ROWS_MAX} rows`,
  rowNameRequired: (group: number, row: number) => `Specifications group ${group}, row ${row} needs a name`,
  rowNameTooLong: (group: number, row: number) =>
    `Specifications group ${group}, row ${row}: the name must be at most ${SPECIFICATION_NAME_MAX} characters`,
  rowValueRequired: (group: number, row: number) => `Specifications group ${group}, row ${row} needs a value`,
  rowValueTooLong: (group: number, row: number) =>
    `Specifications group ${group}, row ${row}: the value must be at most ${SPECIFICATION_VALUE_MAX} characters`,
} as const;

export interface SpecificationRow {
  name: string;
  value: string;
}
export interface SpecificationGroup {
  group: string;
  rows: SpecificationRow[];
}

/** Trimmed text of a field, or '' when it is not text at all. */
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * A specifications table as sent (the admin form's JSON) or stored: every text trimmed and
 * non-empty, at most 12 groups of 1 to 20 rows, names up to 60 and values up to 200 characters.
 * The first problem found is the message, naming the group and row it is in.
 */
export const specificationsSchema = z
  .array(z.unknown(), { error: SPECIFICATION_MESSAGES.notAList })
  .transform((groups, ctx): SpecificationGroup[] => {
    const fail = (message: string, path: (string | number)[]) => {
      ctx.addIssue({ code: 'custom', message, path });
      return z.NEVER;
    };
    if (groups.length > SPECIFICATION_GROUPS_MAX) return fail(SPECIFICATION_MESSAGES.tooManyGroups, []);
    const parsed: SpecificationGroup[] = [];
    for (const [g, raw] of groups.entries()) {
      const number = g + 1;
      const group = textOf(fieldOf(raw, 'group'));
      if (!group) return fail(SPECIFICATION_MESSAGES.groupNameRequired(number), [g, 'group']);
      if (group.length > SPECIFICATION_NAME_MAX)
        return fail(SPECIFICATION_MESSAGES.groupNameTooLong(number), [g, 'group']);
      const rawRows = fieldOf(raw, 'rows');
      if (!Array.isArray(rawRows) || rawRows.length === 0)
        return fail(SPECIFICATION_MESSAGES.rowsRequired(number), [g, 'rows']);
      if (rawRows.length > SPECIFICATION_ROWS_MAX) return fail(SPECIFICATION_MESSAGES.tooManyRows(number), [g, 'rows']);
      const rows: SpecificationRow[] = [];
      for (const [r, rawRow] of rawRows.entries()) {
        const path = [g, 'rows', r];
        const name = textOf(fieldOf(rawRow, 'name'));
        const value = textOf(fieldOf(rawRow, 'value'));
        if (!name) return fail(SPECIFICATION_MESSAGES.rowNameRequired(number, r + 1), [...path, 'name']);
        if (name.length > SPECIFICATION_NAME_MAX)
          return fail(SPECIFICATION_MESSAGES.rowNameTooLong(number, r + 1), [...path, 'name']);
        if (!value) return fail(SPECIFICATION_MESSAGES.rowValueRequired(number, r + 1), [...path, 'value']);
        if (value.length > SPECIFICATION_VALUE_MAX)
          return fail(SPECIFICATION_MESSAGES.rowValueTooLong(number, r + 1), [...path, 'value']);
        rows.push({ name, value });
      }
      parsed.push({ group, rows });
    }
    return parsed;
  });

/** A specifications table as the API sends it (already checked when it was saved). */
export const specificationsRecordSchema = z.array(
  z.object({ group: z.string(), rows: z.array(z.object({ name: z.string(), value: z.string() })) }),
);
