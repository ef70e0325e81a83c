/**
 * A final, unmasked WebSocket text frame (RFC 6455 section 5.2) holding the UTF-8 JSON made of
 * `parts` in order: what a server sends. Built whole so that one Buffer can be written as is
 * to every socket that receives it; pieces already encoded are copied, not encoded again.
 */
export const textFrameOf = (parts: readonly Uint8Array[]): Buffer => {
  let length = 0;
  for (const part of parts) length += part.length;
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81; // FIN + opcode 1 (text)
  if (head === 2) {
    frame[1] = length;
  } else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  let at = head;
  for (const part of parts) {
    frame.set(part, at);
    at += part.length;
  }
  return frame;
};

/** The frame of one JSON text. */
export const textFrame = (json: string): Buffer => textFrameOf([Buffer.from(json)]);

/** The JSON inside a frame from `textFrame`, for a socket that must go through ws.send. */
export const framePayload = (frame: Buffer): Buffer => {
  const marker = frame[1] ?? 0;
  return frame.subarray(marker === 127 ? 10 : marker === 126 ? 4 : 2);
};
