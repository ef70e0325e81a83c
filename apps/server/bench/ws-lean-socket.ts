import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

export interface LeanSocketHandlers {
  onOpen(): void;
  /** A text frame's payload; it may share memory with the read it came in. */
  onText(payload: Buffer): void;
  onClose(): void;
  onError(error: Error): void;
}

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OP_TEXT = 0x1;
const OP_CLOSE = 0x8;
const OP_PING = 0x9;

/**
 * A bare WebSocket client for bench:ws: one TCP socket, the RFC 6455 handshake, masked frames
 * out, frames parsed straight off the socket's reads. ws's client spends about as much CPU per
 * message receiving as the server spends sending it; thousands of them on a 2-core machine
 * would take the server's CPU during a round and stamp frames late, and the bench would report
 * its own work as server lag. Only what the bench needs: no fragmentation, no extensions.
 */
export class LeanSocket {
  private readonly socket: net.Socket;
  private readonly key = randomBytes(16).toString('base64');
  private unread: Buffer | undefined;
  private open = false;
  private closed = false;

  constructor(
    url: string,
    private readonly handlers: LeanSocketHandlers,
  ) {
    const { hostname, port, pathname } = new URL(url);
    this.socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    this.socket.once('connect', () =>
      this.socket.write(
        `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${this.key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    );
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (error) => this.handlers.onError(error));
    this.socket.on('close', () => this.finish());
  }

  get isOpen(): boolean {
    return this.open && !this.closed;
  }

  send(text: string): void {
    this.write(OP_TEXT, Buffer.from(text));
  }

  terminate(): void {
    this.socket.destroy();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.handlers.onClose();
  }

  private read(chunk: Buffer): void {
    let data = this.unread ? Buffer.concat([this.unread, chunk]) : chunk;
    this.unread = undefined;
    if (!this.open) {
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) {
        this.unread = data;
        return;
      }
      const head = data.subarray(0, end).toString('latin1');
      const accept = createHash('sha1')
        .update(this.key + GUID)
        .digest('base64');
      if (!head.startsWith('HTTP/1.1 101') || !head.includes(accept)) {
        this.handlers.onError(new Error(`handshake refused: ${head.split('\r\n')[0] ?? ''}`));
        this.socket.destroy();
        return;
      }
      this.open = true;
      this.handlers.onOpen();
      data = data.subarray(end + 4);
    }
    let at = 0;
    while (data.length - at >= 2) {
      const byte0 = data[at] ?? 0;
      const marker = (data[at + 1] ?? 0) & 0x7f;
      const head = marker === 127 ? 10 : marker === 126 ? 4 : 2;
      if (data.length - at < head) break;
      const length =
        marker === 127
          ? Number(data.readBigUInt64BE(at + 2))
          : marker === 126
            ? data.readUInt16BE(at + 2)
            : marker;
      if (data.length - at < head + length) break;
      const payload = data.subarray(at + head, at + head + length);
      at += head + length;
      const opcode = byte0 & 0x0f;
      if ((byte0 & 0x80) === 0) {
        this.handlers.onError(new Error('fragmented frames are not expected from the server'));
        this.socket.destroy();
        return;
      }
      if (opcode === OP_TEXT) this.handlers.onText(payload);
      // The server's heartbeat terminates sockets that do not answer its pings.
      else if (opcode === OP_PING) this.write(0xa, Buffer.from(payload));
      else if (opcode === OP_CLOSE) {
        this.write(OP_CLOSE, Buffer.from(payload.subarray(0, 2)));
        this.socket.end();
        return;
      }
    }
    if (at < data.length) this.unread = Buffer.from(data.subarray(at));
  }

  /** Client frames must be masked (RFC 6455 section 5.3). */
  private write(opcode: number, payload: Buffer): void {
    if (this.closed || payload.length >= 65_536) return;
    const head = payload.length < 126 ? 6 : 8;
    const frame = Buffer.allocUnsafe(head + payload.length);
    frame[0] = 0x80 | opcode;
    if (head === 6) {
      frame[1] = 0x80 | payload.length;
    } else {
      frame[1] = 0x80 | 126;
      frame.writeUInt16BE(payload.length, 2);
    }
    const mask = randomBytes(4);
    mask.copy(frame, head - 4);
    for (let i = 0; i < payload.length; i += 1)
      frame[head + i] = (payload[i] ?? 0) ^ (mask[i & 3] ?? 0);
    this.socket.write(frame);
  }
}
