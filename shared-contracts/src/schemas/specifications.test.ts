import { SPECIFICATION_MESSAGES, specificationsSchema } from './specifications.js';

const firstMessage = (value: unknown) => specificationsSchema.safeParse(value).error?.issues[0]?.message;
const row = (n: number) => ({ name: `Row ${n}`, value: `Value ${n}` });

describe('specificationsSchema', () => {
  it('keeps groups and rows in order, trimmed', () => {
    expect(
      specificationsSchema.parse([
        { group: ' Display ', rows: [{ name: ' Size ', value: ' 6.2 inch ' }] },
        { group: 'Battery', rows: [row(1), row(2)] },
      ]),
    ).toEqual([
      { group: 'Display', rows: [{ name: 'Size', value: '6.2 inch' }] },
      { group: 'Battery', rows: [row(1), row(2)] },
    ]);
  });

  it('accepts no specifications at all', () => {
    expect(specificationsSchema.parse([])).toEqual([]);
  });

  it('names the group and row of a missing name or value', () => {
    expect(firstMessage([{ group: '  ', rows: [row(1)] }])).toBe(SPECIFICATION_MESSAGES.groupNameRequired(1));
    expect(
      firstMessage([
        { group: 'A', rows: [row(1)] },
        { group: 'B', rows: [] },
      ]),
    ).toBe('Specifications group 2 needs at least one row');
    expect(firstMessage([{ group: 'A', rows: [row(1), { name: 'Size', value: ' ' }] }])).toBe(
      'Specifications group 1, row 2 needs a value',
    );
    expect(firstMessage([{ group: 'A', rows: [{ value: '5' }] }])).toBe('Specifications group 1, row 1 needs a name');
  });

  it('holds at most 12 groups of at most 20 rows', () => {
    const group = (rows: number) => ({ group: 'G', rows: Array.from({ length: rows }, (_, n) => row(n)) });
    expect(specificationsSchema.safeParse(Array.from({ length: 12 }, () => group(20))).success).toBe(true);
    expect(firstMessage(Array.from({ length: 13 }, () => group(1)))).toBe(SPECIFICATION_MESSAGES.tooManyGroups);
    expect(firstMessage([group(21)])).toBe('Specifications group 1 can have at most 20 rows');
  });

  it('limits names to 60 and values to 200 characters', () => {
    expect(firstMessage([{ group: 'x'.repeat(61), rows: [row(1)] }])).toBe(SPECIFICATION_MESSAGES.groupNameTooLong(1));
    expect(firstMessage([{ group: 'A', rows: [{ name: 'x'.repeat(61), value: '1' }] }])).toBe(
      SPECIFICATION_MESSAGES.rowNameTooLong(1, 1),
    );
    expect(
      specificationsSchema.safeParse([{ group: 'A', rows: [{ name: 'N', value: 'v'.repeat(200) }] }]).success,
    ).toBe(true);
    expect(firstMessage([{ group: 'A', rows: [{ name: 'N', value: 'v'.repeat(201) }] }])).toBe(
      SPECIFICATION_MESSAGES.rowValueTooLong(1, 1),
    );
  });

  it('refuses something that is not a list', () => {
    expect(firstMessage({ group: 'A' })).toBe(SPECIFICATION_MESSAGES.notAList);
  });
});
