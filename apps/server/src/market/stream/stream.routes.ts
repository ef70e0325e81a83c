import '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { findActiveSession } from '../../modules/security/sessions.ts';
import { Heartbeat } from './heartbeat.ts';
import { QuoteFrameCache } from './quote-frames.ts';
import { StreamConnection, type StreamSettings } from './stream-connection.ts';
import { streamSocket } from './stream-socket.ts';

/**
 * GET /ws (under /api/v1): live quotes, and the customer's own events after `auth`.
 * Protocol in protocol.ts. Needs @fastify/websocket registered on the app.
 */
export const streamRoutes = async (app: FastifyInstance, options: { deps: AppDeps }) => {
  const { deps } = options;
  const { config } = deps;
  const heartbeat = new Heartbeat(config.wsHeartbeatMs);
  const settings: StreamSettings = {
    hub: deps.quotes,
    events: deps.events,
    authenticate: async (token, book) => {
      const session = await findActiveSession(deps.db, token, deps.now());
      if (!session) return null;
      const customerId = book === 'real' ? session.customerId : session.practiceId;
      if (customerId === null) return null;
      return { customerId, personId: session.customerId, sessionId: session.id };
    },
    maxSymbols: config.wsMaxSymbols,
    messagesPerSecond: config.wsMessagesPerSecond,
    maxBufferedBytes: config.wsMaxBufferedBytes,
    onError: (error) => app.log.warn({ err: error }, 'websocket frame failed'),
    frames: new QuoteFrameCache(),
  };
  app.addHook('onClose', async () => heartbeat.stop());

  // Quotes are public; a customer's events follow an `auth` message inside the protocol.
  app.get(
    '/ws',
    { websocket: true, config: { auth: 'public' }, schema: { hide: true } },
    (socket, request) => {
      const connection = new StreamConnection(streamSocket(socket, request.raw.socket), settings);
      heartbeat.add(connection, socket);
      // Listeners are attached before anything awaits, so no early frame is missed.
      socket.on('message', (data, isBinary) => connection.receive(data, isBinary));
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        heartbeat.remove(connection);
        connection.close();
      });
      socket.on('error', (error) => {
        app.log.debug({ err: error }, 'websocket error');
      });
    },
  );
};
