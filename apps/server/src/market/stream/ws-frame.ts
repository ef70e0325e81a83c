/**
 * A final, unmasked WebSocket text frame (RFC 6455 section 5.2) holding `json`: what a server
 * sends. Built whole so that one Buffer can be written as is to every socket that receives it.
 */
export const textFrame = (json: string): Buffer => {
  const length = Buffer.byteLength(json);
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
  frame.write(json, head, 'utf8');
  return frame;
};

/** The JSON inside a frame from `textFrame`, for a socket that must go through ws.send. */
export const framePayload = (frame: Buffer): Buffer => {
  const marker = frame[1] ?? 0;
  return frame.subarray(marker === 127 ? 10 : marker === 126 ? 4 : 2);
};
