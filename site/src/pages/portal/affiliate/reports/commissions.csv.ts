// The commissions report as CSV: the signed-in member's own rows (row-level security).
import type { APIRoute } from 'astro';
import { loadCommissions } from '../../../../lib/affiliate/commissions.ts';
import { commissionsCsv, csvResponse } from '../../../../lib/affiliate/reports.ts';

export const GET: APIRoute = async ({ locals, redirect }) => {
  if (!locals.user) return redirect('/auth');
  const rows = await loadCommissions(locals.supabase, locals.user.id);
  if (rows.status === 'error') return new Response('Failed to load your affiliate data', { status: 503, headers: { 'Cache-Control': 'no-store' } });
  return csvResponse(commissionsCsv(rows.data), 'commissions.csv');
};
