import pg from 'pg';

/**
 * A pool whose connections keep an 'error' listener for their whole life. pg-pool listens only
 * while a connection is idle, so one the server drops while it is checked out would emit an
 * unhandled 'error' and end the process. That includes a connection dropped in the very packet
 * that finished opening it: the caller's `await pool.connect()` has not resumed yet, so no listener
 * of its own can be there. The statement in flight fails on its own, and the caller releases the
 * connection as broken.
 */
export function guardedPool(config: pg.PoolConfig, onLost: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', onLost);
  pool.on('connect', (client) => client.on('error', onLost));
  return pool;
}
