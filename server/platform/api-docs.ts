import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeAccess, SESSION_COOKIE, type RouteAccess } from './auth';

const SIGNED_IN: { [scheme: string]: string[] }[] = [{ session: [] }, { bearer: [] }];

const ACCESS_NOTES: Record<RouteAccess, string> = {
  admin: 'Access: admins only (a signed-in session with role admin; others get 401 or 403).',
  user: 'Access: any signed-in user (student or admin; signed out gets 401).',
  public: 'Access: public (no session needed).',
};

/** Headers of the UI's answer that belong to its own connection, not to the one the visitor made. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/**
 * Swagger UI (its pages and scripts) is a small Fastify app of its own, built on the first visit to /api/docs from the
 * finished OpenAPI document: loading @fastify/swagger-ui with @fastify/static, glob and yaml cost every start about a
 * fifth of a second of the main thread that nothing but this page needs (decision 085).
 */
function registerDocsUi(app: FastifyInstance) {
  let docsUi: Promise<FastifyInstance> | undefined;
  const buildDocsUi = async () => {
    const { default: fastifySwaggerUi } = await import('@fastify/swagger-ui');
    const ui = Fastify();
    // The document is OpenAPI 3.0 (the openapi option below); swagger() is typed for any version.
    const document = app.swagger() as StaticDocumentSpec['document'];
    await ui.register(fastifySwagger, { mode: 'static', specification: { document } });
    await ui.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    await ui.ready();
    return ui;
  };
  const answerFromDocsUi = async (request: FastifyRequest, reply: FastifyReply) => {
    docsUi ??= buildDocsUi();
    const answer = await (await docsUi).inject({ method: request.method as 'GET', url: request.url, headers: request.headers });
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !CONNECTION_HEADERS.has(name)));
    return reply.code(answer.statusCode).headers(headers).send(answer.rawPayload);
  };
  app.get('/api/docs', { schema: { hide: true } }, answerFromDocsUi);
  app.get('/api/docs/*', { schema: { hide: true } }, answerFromDocsUi);
}

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
  registerDocsUi(app);
}
