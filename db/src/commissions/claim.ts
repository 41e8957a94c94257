// Claims on commission runs: a worker claims a run with a lease and renews it while it runs (the
// heartbeat). A run whose lease lapsed has lost its worker (crashed, killed, cut off) and is claimed
// again by any worker; after `maxAttempts` lapsed claims it is failed, so one month that kills its
// worker cannot keep every worker busy. Only the current claim renews or closes the run.
import type pg from 'pg';

export interface ClaimOptions {
  /** How often a running claim is renewed, in ms. */
  heartbeatMs?: number;
  /** How long a claim holds without a renewal, in ms: the time after which a dead worker's run is taken up. */
  leaseMs?: number;
  /** Claims after which a run whose worker keeps dying is failed instead. */
  maxAttempts?: number;
}

export interface ClaimedRun {
  id: string;
  month: string;
  kind: 'run' | 'preview';
  token: string;
}

export const CLAIM_DEFAULTS = { heartbeatMs: 5_000, leaseMs: 30_000, maxAttempts: 3 } as const;

const settings = (options: ClaimOptions) => ({ ...CLAIM_DEFAULTS, ...options });

/** The oldest run that is requested, or running with a lapsed lease; null when there is none. */
export async function claimCommissionRun(pool: pg.Pool, options: ClaimOptions = {}): Promise<ClaimedRun | null> {
  const { leaseMs, maxAttempts } = settings(options);
  const { rows } = await pool.query<ClaimedRun>(
    `with given_up as (
       update public.commission_runs
          set status = 'failed', lease_until = null, claim_token = null,
              error = 'The commission worker stopped during this run ' || attempts || ' times; request it again'
        where status = 'running' and (lease_until is null or lease_until < now()) and attempts >= $2
     )
     update public.commission_runs
        set status = 'running', claim_token = gen_random_uuid(), attempts = attempts + 1,
            lease_until = now() + $1 * interval '1 millisecond'
      where id = (select id from public.commission_runs
                   where status = 'requested'
                      or (status = 'running' and (lease_until is null or lease_until < now()) and attempts < $2)
                   order by created_at, id limit 1 for update skip locked)
     returning id, month::text as month, kind, claim_token as token`,
    [leaseMs, maxAttempts],
  );
  return rows[0] ?? null;
}

/** Renews the claim every heartbeat until the returned function is called. */
export function keepClaim(pool: pg.Pool, run: ClaimedRun, options: ClaimOptions = {}): () => void {
  const { heartbeatMs, leaseMs } = settings(options);
  const timer = setInterval(() => {
    // A missed beat is retried on the next one; the lease outlasts a few of them.
    pool.query(
      `update public.commission_runs set lease_until = now() + $3 * interval '1 millisecond'
        where id = $1 and claim_token = $2 and status = 'running'`,
      [run.id, run.token, leaseMs],
    ).catch(() => {});
  }, heartbeatMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Closes the run if this worker still holds its claim (a run taken up by another worker is theirs to close). */
export async function closeCommissionRun(
  pool: pg.Pool,
  run: ClaimedRun,
  outcome: { status: 'done'; summary: unknown } | { status: 'failed'; error: string },
): Promise<void> {
  await pool.query(
    `update public.commission_runs
        set status = $3, error = $4, summary = coalesce($5::jsonb, summary), lease_until = null, claim_token = null
      where id = $1 and claim_token = $2`,
    [run.id, run.token, outcome.status, outcome.status === 'failed' ? outcome.error : null,
      outcome.status === 'done' ? JSON.stringify(outcome.summary) : null],
  );
}
