import type { Context } from 'hono';
import { errors } from '../errors.ts';
import { negotiate } from './accept.ts';
import type { RestContext } from './context.ts';
import { prepareRequest } from './request.ts';
import type { Column, SchemaCache } from './schemaCache.ts';

function jsonType(column: Column): { type: string; items?: { type: string } } {
  if (column.type.endsWith('[]')) return { type: 'array', items: { type: 'string' } };
  if (/^(smallint|integer|bigint)$/.test(column.type)) return { type: 'integer' };
  if (/^(numeric|real|double precision)/.test(column.type)) return { type: 'number' };
  if (column.type === 'boolean') return { type: 'boolean' };
  return { type: 'string' };
}

/** Swagger 2.0 description of the exposed schema, enough for ra-supabase's guessers (protocol §2.14). */
export function openApiDocument(cache: SchemaCache, host: string): Record<string, unknown> {
  const definitions: Record<string, unknown> = {};
  const paths: Record<string, unknown> = { '/': { get: { produces: ['application/openapi+json', 'application/json'], responses: { 200: { description: 'OK' } } } } };
  const parameters: Record<string, unknown> = {};
  for (const table of cache.tables.values()) {
    const properties: Record<string, unknown> = {};
    for (const column of table.columns.values()) {
      const notes: string[] = [];
      if (table.primaryKey.includes(column.name)) notes.push('Note:\nThis is a Primary Key.<pk/>');
      const fk = cache.foreignKeys.find((f) => f.table === table.name && f.columns.length === 1 && f.columns[0] === column.name);
      if (fk) notes.push(`Note:\nThis is a Foreign Key to \`${fk.foreignTable}.${fk.foreignColumns[0]}\`.<fk table='${fk.foreignTable}' column='${fk.foreignColumns[0]}'/>`);
      properties[column.name] = { ...jsonType(column), format: column.type, ...(notes.length ? { description: notes.join('\n') } : {}) };
      parameters[`rowFilter.${table.name}.${column.name}`] = { name: column.name, in: 'query', required: false, type: 'string', format: column.type };
    }
    definitions[table.name] = {
      type: 'object',
      properties,
      required: [...table.columns.values()].filter((c) => !c.nullable && c.defaultExpr === null && !c.identity && !c.generated).map((c) => c.name),
    };
    const refs = [...table.columns.keys()].map((c) => ({ $ref: `#/parameters/rowFilter.${table.name}.${c}` }));
    paths[`/${table.name}`] = {
      get: { parameters: [...refs, { $ref: '#/parameters/select' }, { $ref: '#/parameters/order' }, { $ref: '#/parameters/range' }], responses: { 200: { description: 'OK' } } },
      ...(table.insertable ? { post: { responses: { 201: { description: 'Created' } } }, patch: { responses: { 204: { description: 'No Content' } } }, delete: { responses: { 204: { description: 'No Content' } } } } : {}),
    };
  }
  Object.assign(parameters, {
    select: { name: 'select', in: 'query', required: false, type: 'string', description: 'Filtering Columns' },
    order: { name: 'order', in: 'query', required: false, type: 'string', description: 'Ordering' },
    range: { name: 'Range', in: 'header', required: false, type: 'string', description: 'Limiting and Pagination' },
  });
  return {
    swagger: '2.0',
    info: { title: 'Rentals REST API', version: '12.2.0', description: 'PostgREST-compatible gateway' },
    host, basePath: '/rest/v1', schemes: ['http', 'https'],
    consumes: ['application/json'], produces: ['application/json'],
    paths, definitions, parameters,
  };
}

/** GET /rest/v1/: the OpenAPI root, for the service role only (as on hosted Supabase). */
export async function openApiRoot(c: Context, ctx: RestContext): Promise<Response> {
  const req = await prepareRequest(c, ctx, '/');
  if (req.identity.role !== 'service_role') throw errors.openApiForbidden();
  const media = negotiate(c.req.header('accept'), { root: true });
  const body = c.req.method === 'HEAD' ? null : JSON.stringify(openApiDocument(req.cache, new URL(ctx.apiUrl).host));
  return new Response(body, { status: 200, headers: { 'Content-Type': media.contentType } });
}
