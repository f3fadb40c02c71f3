import { MAX_NAMED_STATEMENTS, PlannedOnceClient, statementName } from './planned-once.js';

describe('statement names', () => {
  it('are the same for the same text and differ between texts', () => {
    expect(statementName('select $1::int as planned_twice')).toBe(statementName('select $1::int as planned_twice'));
    expect(statementName('select $1::int as one')).not.toBe(statementName('select $1::int as other'));
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

(postgresUrl ? describe : describe.skip)('on a PostgreSQL server', () => {
  let client: PlannedOnceClient;
  beforeAll(async () => {
    client = new PlannedOnceClient({ connectionString: postgresUrl });
    await client.connect();
  });
  afterAll(() => client.end());

  const preparedOnThisConnection = async () =>
    (await client.query('select statement from pg_prepared_statements')).rows.map((row) => String(row.statement));

  it('prepares a statement with parameters once and runs it again from its plan, with the right answers', async () => {
    const text = 'select $1::int * 2 as doubled';
    const first = await client.query({ text }, [21]);
    const second = await client.query({ text }, [50]);
    expect([first.rows[0].doubled, second.rows[0].doubled]).toEqual([42, 100]);
    expect((await preparedOnThisConnection()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('leaves statements without parameters unnamed: their text may carry values', async () => {
    await client.query({ text: 'select 7 as literal_only' }, []);
    await client.query('select 8 as plain_text');
    const prepared = await preparedOnThisConnection();
    expect(prepared.some((statement) => statement.includes('literal_only') || statement.includes('plain_text'))).toBe(
      false,
    );
  });
});

// Last: it uses up the names of this test file's module.
describe('the bound on statement names', () => {
  it(`stop after ${MAX_NAMED_STATEMENTS} distinct texts, so the server keeps a bounded number of plans`, () => {
    for (let index = 0; index < MAX_NAMED_STATEMENTS; index++) statementName(`select $1::int + ${index}`);
    expect(statementName('select $1::int as one_too_many')).toBeUndefined();
    // Texts named before the bound keep their names.
    expect(statementName('select $1::int + 0')).toBeDefined();
  });
});
