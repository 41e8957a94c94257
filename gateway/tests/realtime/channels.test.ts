import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signJwt } from '../../src/jwt.ts';
import { listing } from '../conversations/fixture.ts';
import { Inbox, startTwoGateways, subscribed, type TwoGateways } from './harness.ts';

// A conversation's private channel (typing indicator by broadcast, who is online by presence) is
// joined only by its two parties, works across gateway processes, stops when the token expires,
// and each connection is bounded.
describe('broadcast, presence and tokens on /realtime/v1', () => {
  let gw: TwoGateways;
  let renter: Awaited<ReturnType<TwoGateways['signIn']>>;
  let owner: Awaited<ReturnType<TwoGateways['signIn']>>;
  let stranger: Awaited<ReturnType<TwoGateways['signIn']>>;
  let topic: string;

  beforeAll(async () => {
    gw = await startTwoGateways({ maxChannelsPerConnection: 3, maxFrameBytes: 4096 });
    const [r, o, s] = await Promise.all([gw.account('Asha Renter'), gw.account('Meera Owner', ['landlord']), gw.account('Sunil Stranger')]);
    [renter, owner, stranger] = await Promise.all([gw.signIn(r, gw.a), gw.signIn(o, gw.b), gw.signIn(s, gw.a)]);
    const property = await listing({ sql: gw.sql } as never, owner.id);
    const started = await renter.client.from('conversations').insert({ property_id: property }).select('id').single();
    topic = `conversation:${started.data?.id as string}`;
  }, 120_000);
  afterAll(() => gw?.close());

  it('carries typing and presence between the two parties on different processes', async () => {
    const typing = new Inbox<Record<string, unknown>>();
    const ownerChannel = owner.client.channel(topic, { config: { private: true, presence: { key: owner.id } } })
      .on('broadcast', { event: 'typing' }, typing.push);
    const joins = new Inbox<string>();
    ownerChannel.on('presence', { event: 'join' }, ({ key }) => joins.push(key));
    await subscribed(ownerChannel);
    await owner.client.realtime.setAuth(owner.accessToken);
    const renterChannel = renter.client.channel(topic, { config: { private: true, presence: { key: renter.id } } });
    await subscribed(renterChannel);
    expect(await renterChannel.send({ type: 'broadcast', event: 'typing', payload: { name: 'Asha' } })).toBe('ok');
    const [event] = await typing.until(1);
    expect(event).toMatchObject({ event: 'typing', payload: { name: 'Asha' } });
    expect(await renterChannel.track({ online_at: 'now' })).toBe('ok');
    await joins.until(1);
    expect(joins.items).toContain(renter.id);
    expect(ownerChannel.presenceState()[renter.id]?.[0]).toMatchObject({ online_at: 'now' });
  });

  it('refuses the private channel to a third person', async () => {
    const channel = stranger.client.channel(topic, { config: { private: true } });
    await expect(subscribed(channel)).rejects.toThrow(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`);
  });

  it('stops a channel whose token expires, with Realtime\'s system message', async () => {
    const soon = await signJwt({ sub: renter.id, role: 'authenticated', aal: 'aal1' }, gw.a.keys.jwtSecret, 2);
    const socket = new WebSocket(`${gw.a.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${gw.a.keys.anonKey}&vsn=2.0.0`);
    const frames = new Inbox<unknown[]>();
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as unknown[]));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify(['1', '1', `realtime:${topic}`, 'phx_join', { config: { private: true }, access_token: soon }]));
    const [reply] = await frames.until(1);
    expect(reply?.[3]).toBe('phx_reply');
    expect(reply?.[4]).toMatchObject({ status: 'ok' });
    const all = await frames.until(3, 10_000);
    expect(all[1]?.[3]).toBe('system');
    expect(String((all[1]?.[4] as { message: string }).message)).toMatch(/^Token has expired \d+ seconds ago$/);
    expect(all[2]?.[3]).toBe('phx_close');
    socket.close();
  });

  it('keeps a channel past its first token once a fresh one comes in an access_token message, as realtime-js sends it', async () => {
    const first = await signJwt({ sub: renter.id, role: 'authenticated', aal: 'aal1' }, gw.a.keys.jwtSecret, 5);
    const fresh = await signJwt({ sub: renter.id, role: 'authenticated', aal: 'aal1' }, gw.a.keys.jwtSecret, 120);
    const firstEnds = (Number((JSON.parse(Buffer.from(first.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }).exp) * 1000);
    const socket = new WebSocket(`${gw.a.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${gw.a.keys.anonKey}&vsn=2.0.0`);
    const frames = new Inbox<unknown[]>();
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as unknown[]));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify(['1', '1', `realtime:${topic}`, 'phx_join', { config: { private: true }, access_token: first }]));
    const [reply] = await frames.until(1);
    expect(reply?.[4]).toMatchObject({ status: 'ok' });
    socket.send(JSON.stringify(['1', '2', `realtime:${topic}`, 'access_token', { access_token: fresh }]));
    // Past the first token's end (the same wait closes a channel that got no fresh token, above).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstEnds - Date.now()) + 2000));
    const stops = frames.items.filter((frame) => frame[3] === 'system' || frame[3] === 'phx_close');
    expect(stops, 'nothing closed the channel').toEqual([]);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  });

  it('refuses a join with an expired token and a socket without the API key', async () => {
    const expired = await signJwt({ sub: renter.id, role: 'authenticated' }, gw.a.keys.jwtSecret, 10, Math.floor(Date.now() / 1000) - 60);
    const socket = new WebSocket(`${gw.a.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${gw.a.keys.anonKey}&vsn=2.0.0`);
    const frames = new Inbox<unknown[]>();
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as unknown[]));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify(['1', '1', 'realtime:anything', 'phx_join', { config: {}, access_token: expired }]));
    const [reply] = await frames.until(1);
    expect((reply?.[4] as { response: { reason: string } }).response.reason).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
    socket.close();
    const keyless = new WebSocket(`${gw.a.url.replace('http', 'ws')}/realtime/v1/websocket?vsn=2.0.0`);
    const status = await new Promise((resolve) => keyless.once('unexpected-response', (_request, response) => resolve(response.statusCode)));
    expect(status).toBe(401);
  });

  it('bounds channels and frame size per connection', async () => {
    const socket = new WebSocket(`${gw.a.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${gw.a.keys.anonKey}&vsn=2.0.0`);
    const frames = new Inbox<unknown[]>();
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as unknown[]));
    await new Promise((resolve) => socket.once('open', resolve));
    for (let n = 1; n <= 4; n += 1) socket.send(JSON.stringify([String(n), String(n), `realtime:room-${n}`, 'phx_join', { config: {} }]));
    const replies = (await frames.until(4)).filter((frame) => frame[3] === 'phx_reply');
    const byRef = Object.fromEntries(replies.map((frame) => [frame[1], frame[4] as { status: string }]));
    expect(['1', '2', '3', '4'].map((ref) => byRef[ref]?.status), 'replies to joins 1 to 4').toEqual(['ok', 'ok', 'ok', 'error']);
    expect(byRef['4']).toMatchObject({ response: { reason: 'ChannelRateLimitReached: Too many channels' } });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify(['1', '9', 'realtime:room-1', 'broadcast', { type: 'broadcast', event: 'x', payload: { text: 'x'.repeat(5000) } }]));
    expect(await closed, 'a frame past REALTIME_MAX_FRAME_BYTES closes the socket (1009)').toBe(1009);
  });
});
