// @ts-check
/**
 * The ceiling: a bare Fastify server (own process, like the API) that answers with JSON text
 * held in memory, so a load test against it shows what Node and Fastify alone allow for a
 * response of that size. The text is serialised once, as the API's remembered catalogue pages
 * are: a ceiling that serialised on every request would sit below them. PUT /fixtures/:id
 * stores a body; GET or POST /fixtures/:id answers with it. Started by ceiling.mjs with PORT in
 * the environment.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
/** @type {Map<string, string>} */
const fixtures = new Map();

app.get('/health', async () => ({ ok: true }));
app.put('/fixtures/:id', async (request) => {
  fixtures.set(/** @type {{ id: string }} */ (request.params).id, JSON.stringify(request.body));
  return { ok: true };
});
/** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
const answer = async (request, reply) => {
  const body = fixtures.get(/** @type {{ id: string }} */ (request.params).id);
  if (body === undefined) return reply.code(404).send({ message: 'no such fixture' });
  return reply.type('application/json; charset=utf-8').send(body);
};
app.get('/fixtures/:id', answer);
app.post('/fixtures/:id', answer);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
