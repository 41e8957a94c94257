import { Hono } from 'hono';
import { errors, renderError, toApiError } from '../errors.ts';
import type { RestContext } from './context.ts';
import { deleteRows } from './delete.ts';
import { insertRows } from './insert.ts';
import { openApiRoot } from './openapi.ts';
import { putRow } from './put.ts';
import { readRelation } from './read.ts';
import { callFunction } from './rpc.ts';
import { updateRows } from './update.ts';

/** /rest/v1: PostgREST's routes (protocol §2.1), one endpoint per file. */
export function restRoutes(ctx: RestContext): Hono {
  const app = new Hono();
  app.onError((error) => renderError(toApiError(error)));
  app.on(['GET', 'HEAD'], '/', (c) => openApiRoot(c, ctx));
  // One pattern for both: a static `rpc` beside a `:relation` at the same place is beyond Hono's
  // RegExpRouter, which would leave every call to the slower trie (prefixRouter.ts).
  app.all('/:relation/:fn?', (c) => {
    const name = c.req.param('relation');
    const fn = c.req.param('fn');
    if (fn !== undefined) {
      if (name !== 'rpc') throw errors.invalidPath();
      return callFunction(c, ctx, fn);
    }
    switch (c.req.method) {
      case 'GET':
      case 'HEAD':
        return readRelation(c, ctx, name);
      case 'POST':
        return insertRows(c, ctx, name);
      case 'PATCH':
        return updateRows(c, ctx, name);
      case 'DELETE':
        return deleteRows(c, ctx, name);
      case 'PUT':
        return putRow(c, ctx, name);
      default:
        throw errors.unsupportedMethod(c.req.method);
    }
  });
  app.all('*', () => {
    throw errors.invalidPath();
  });
  return app;
}
