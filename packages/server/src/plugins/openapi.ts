import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** An OpenAPI 3 document generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Carespace API',
        description:
          'Every JSON call answers { success, result, error: { message, code, isInformation } }. ' +
          'State-changing calls need the header X-Requested-With: carespace.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
