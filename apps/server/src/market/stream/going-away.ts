import type { FastifyInstance, HookHandlerDoneFunction } from 'fastify';

/** What a client reads when the server stops: reconnect later (to another copy). */
export const GOING_AWAY_CLOSE = 1001;

/**
 * @fastify/websocket's preClose: its default closes every socket without a code (1005), which
 * a client cannot tell from a broken connection. Ours closes them with 1001 "going away", then
 * stops the ws server; the HTTP server's own close follows and lets requests finish.
 */
export function closeSocketsGoingAway(this: FastifyInstance, done: HookHandlerDoneFunction): void {
  const server = this.websocketServer;
  for (const client of server.clients) client.close(GOING_AWAY_CLOSE, 'server shutting down');
  server.close();
  done();
}
