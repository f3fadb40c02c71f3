// @ts-check
/**
 * The ceiling: a bare Fastify server (own process, like the API) that answers with a JSON body
 * held in memory, so a load test against it shows what Node, Fastify and JSON serialisation
 * alone allow for a response of that size. PUT /fixtures/:id stores a body; GET or POST
 * /fixtures/:id answers with it. Started by ceiling.mjs with PORT in the environment.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
/** @type {Map<string, unknown>} */
const fixtures = new Map();

app.get('/health', async () => ({ ok: true }));
app.put('/fixtures/:id', async (request) => {
  fixtures.set(/** @type {{ id: string }} */ (request.params).id, request.body);
  return { ok: true };
});
/** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
const answer = async (request, reply) => {
  const body = fixtures.get(/** @type {{ id: string }} */ (request.params).id);
  if (body === undefined) return reply.code(404).send({ message: 'no such fixture' });
  return body;
};
app.get('/fixtures/:id', answer);
app.post('/fixtures/:id', answer);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
