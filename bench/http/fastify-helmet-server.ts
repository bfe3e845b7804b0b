// Reference point: Fastify with helmet and nothing else, the same JSON route.
import helmet from '@fastify/helmet';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(helmet);
app.get('/api/ping', async () => ({ pong: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 5603) });
