// Each API test file starts a server over a fresh database (and may seed demo data).
jest.setTimeout(60_000);
