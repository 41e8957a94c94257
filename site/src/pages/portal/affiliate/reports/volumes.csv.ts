// Monthly volumes and ranks as CSV: the signed-in member's own affiliate_metrics rows.
import type { APIRoute } from 'astro';
import { loadStanding } from '../../../../lib/affiliate/standing.ts';
import { csvResponse, loadVolumes, volumesCsv } from '../../../../lib/affiliate/reports.ts';

export const GET: APIRoute = async ({ locals, redirect }) => {
  if (!locals.user) return redirect('/auth');
  const standing = await loadStanding(locals.supabase, locals.user.id);
  const rows = standing.status === 'ok' && standing.data ? await loadVolumes(locals.supabase, standing.data.affiliate_id) : null;
  if (!rows || rows.status === 'error') return new Response('Failed to load your affiliate data', { status: 503, headers: { 'Cache-Control': 'no-store' } });
  return csvResponse(volumesCsv(rows.data), 'monthly-volumes.csv');
};
