import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';
import type { StreamSocket } from './stream-connection.ts';
import { framePayload } from './ws-frame.ts';

/**
 * A connection's view of its ws socket. ws frames each send itself (a header Buffer, then the
 * payload, corked into one writev); quote frames are built whole once per round and shared by
 * thousands of sockets, so they are written as they are to the upgraded TCP socket that ws
 * writes to: one write, no per-socket allocation. In order with ws's own writes (pings, error
 * frames, close) because ws writes synchronously unless it compresses; with permessage-deflate
 * (off in app.ts) or without the upgraded socket (injected test sockets) frames go through
 * ws.send instead.
 */
export const streamSocket = (ws: WebSocket, upgraded: Duplex | undefined): StreamSocket => {
  const raw = upgraded !== undefined && ws.extensions === '' ? upgraded : undefined;
  return {
    get bufferedAmount() {
      return ws.bufferedAmount;
    },
    send: (data, options) => ws.send(data, options),
    sendFrame: raw
      ? (frame) => {
          // Nothing may follow a close frame, and a destroyed socket only errors.
          if (ws.readyState === WebSocket.OPEN && !raw.destroyed) raw.write(frame);
        }
      : (frame) => ws.send(framePayload(frame), { binary: false }),
    close: (code, reason) => ws.close(code, reason),
    terminate: () => ws.terminate(),
  };
};
