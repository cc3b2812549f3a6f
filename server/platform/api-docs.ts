import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeAccess, SESSION_COOKIE, type RouteAccess } from './auth';

const SIGNED_IN: { [scheme: string]: string[] }[] = [{ session: [] }, { bearer: [] }];

const ACCESS_NOTES: Record<RouteAccess, string> = {
  admin: 'Access: admins only (a signed-in session with role admin; others get 401 or 403).',
  user: 'Access: any signed-in user (student or admin; signed out gets 401).',
  public: 'Access: public (no session needed).',
};

/**
 * The OpenAPI document at /api/docs. Each operation's security and role note are read from the route's guards when
 * the document is built, so they cannot drift from what the server enforces.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Pariksha API', version: '1.0.0', description: 'JSON API of the Pariksha exam-preparation platform' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const access = routeAccess(input.route);
      const schema = transformed.schema as Record<string, unknown>;
      const description = typeof schema.description === 'string' ? `${schema.description}\n\n` : '';
      return {
        ...transformed,
        schema: {
          ...schema,
          description: `${description}${ACCESS_NOTES[access]}`,
          security: access === 'public' ? [] : SIGNED_IN,
          'x-required-role': access,
        },
      };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
