// Work that must happen once at a time on one database, whoever asks: two hosts starting at the same
// moment take turns (a session-level advisory lock, let go when the work ends or its session dies).
import pg from 'pg';

/** Runs `work` holding the lock `name` on the database at `url`; `onWait` is told once if another holds it. */
export async function withDatabaseLock<T>(url: string, name: string, onWait: () => void, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A connection lost while waiting fails the query below; the event alone must not end the process.
  client.on('error', () => {});
  try {
    // The other start may take minutes (a first seed); the user's own time limits do not apply here.
    await client.query('set statement_timeout = 0; set lock_timeout = 0');
    const key = `rentals:${name}`;
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [key]);
    if (!rows[0]?.locked) {
      onWait();
      await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    }
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}
