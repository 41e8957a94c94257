// The Phoenix channel frames realtime-js speaks: vsn 1.0.0 sends JSON objects, vsn 2.0.0 JSON
// arrays [join_ref, ref, topic, event, payload] and, for a broadcast, a binary "user broadcast
// push" (kind 3: header lengths, then join_ref, ref, topic, the user's event, metadata, payload).

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Vsn = '1.0.0' | '2.0.0';

export class FrameError extends Error {}

const USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : value === null || value === undefined ? null : String(value);
}

function checked(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): Frame {
  if (typeof topic !== 'string' || typeof event !== 'string' || !isRecord(payload)) throw new FrameError('malformed frame');
  return { joinRef: stringOrNull(joinRef), ref: stringOrNull(ref), topic, event, payload };
}

function binaryBroadcast(bytes: Buffer): Frame {
  if (bytes.length < 7 || bytes[0] !== USER_BROADCAST_PUSH) throw new FrameError('unknown binary frame');
  const lengths = [bytes[1], bytes[2], bytes[3], bytes[4], bytes[5]] as number[];
  const encoding = bytes[6];
  let offset = 7;
  const [joinRef, ref, topic, userEvent, metadata] = lengths.map((length) => {
    if (offset + length > bytes.length) throw new FrameError('truncated binary frame');
    const text = bytes.toString('utf8', offset, offset + length);
    offset += length;
    return text;
  }) as [string, string, string, string, string];
  if (encoding !== JSON_ENCODING) throw new FrameError('binary broadcast payloads are not accepted');
  const body: unknown = JSON.parse(bytes.toString('utf8', offset));
  const meta: unknown = metadata ? JSON.parse(metadata) : {};
  return checked(joinRef || null, ref || null, topic, 'broadcast', {
    ...(isRecord(meta) ? meta : {}), type: 'broadcast', event: userEvent, payload: body,
  });
}

/** One frame a client sent; throws FrameError when it is not one. */
export function decodeFrame(data: Buffer, isBinary: boolean, vsn: Vsn): Frame {
  try {
    if (isBinary) return binaryBroadcast(data);
    const parsed: unknown = JSON.parse(data.toString('utf8'));
    if (vsn === '2.0.0') {
      if (!Array.isArray(parsed) || parsed.length !== 5) throw new FrameError('malformed frame');
      return checked(parsed[0], parsed[1], parsed[2], parsed[3], parsed[4]);
    }
    if (!isRecord(parsed)) throw new FrameError('malformed frame');
    return checked(parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload);
  } catch (error) {
    if (error instanceof FrameError) throw error;
    throw new FrameError('malformed frame');
  }
}

/** A frame to a client, in its protocol version's JSON. */
export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0') return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  return JSON.stringify({ join_ref: frame.joinRef, ref: frame.ref, topic: frame.topic, event: frame.event, payload: frame.payload });
}
