// A server that closes a connection while the client's bytes still wait unread makes the kernel
// answer with a reset, and a client still sending may lose the answer already sent to it: a refused
// upload's 413 arrives as "connection reset" (EPIPE). Apache and nginx linger instead: send the
// answer, close the sending side, read and drop what the client still sends for a moment, then
// close. This does the same for a connection whose answer refused its body.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context } from 'hono';

/** How long, and how much more of a refused body, a connection is read before it closes anyway. */
export const LINGER = { ms: 2_000, bytes: 8 * 1024 * 1024 } as const;

type Limits = { ms: number; bytes: number };

/** Closes the connection after the answer (Connection: close), lingering. */
export function closeAfterAnswer(c: Context, limits: Limits = LINGER): void {
  c.header('Connection', 'close');
  lingerBeforeClosing(c, limits);
}

/**
 * Makes a connection that closes with this answer linger. Node's server (and @hono/node-server,
 * after its own short drain) ends a closing connection with `destroySoon`, which destroys it as
 * soon as the answer is written: on this connection, that call lingers instead.
 */
export function lingerBeforeClosing(c: Context, limits: Limits = LINGER): void {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socket = incoming?.socket as (Socket & { destroySoon?: () => void }) | undefined;
  if (!incoming || !socket || typeof socket.destroySoon !== 'function') return;
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    linger(incoming, socket, limits);
  };
}

function linger(incoming: IncomingMessage, socket: Socket, limits: Limits): void {
  const start = socket.bytesRead;
  const close = () => {
    clearInterval(timer);
    socket.destroy();
  };
  // The body's end (nothing more is coming), the client's own close, or the limits end the wait.
  incoming.once('end', close);
  socket.once('end', close);
  socket.once('close', () => clearInterval(timer));
  const deadline = Date.now() + limits.ms;
  const timer = setInterval(() => {
    if (socket.bytesRead - start > limits.bytes || Date.now() > deadline) close();
  }, 50);
  timer.unref();
  socket.end();
  // Whatever still reads the body (the request's stream) lets go; the rest of it is dropped as it
  // comes, as Node's server drops a body nobody read.
  incoming.removeAllListeners('data');
  incoming.resume();
}
