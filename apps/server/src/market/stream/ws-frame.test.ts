import { describe, expect, it } from 'vitest';
import { framePayload, textFrame, textFrameOf } from './ws-frame.ts';

/** RFC 6455 section 5.2, read independently of the writer (stream.test.ts has ws read them). */
const decode = (frame: Buffer) => {
  const byte0 = frame[0] ?? 0;
  const byte1 = frame[1] ?? 0;
  const marker = byte1 & 0x7f;
  const [length, offset] =
    marker === 127
      ? [Number(frame.readBigUInt64BE(2)), 10]
      : marker === 126
        ? [frame.readUInt16BE(2), 4]
        : [marker, 2];
  return {
    fin: (byte0 & 0x80) !== 0,
    rsv: byte0 & 0x70,
    opcode: byte0 & 0x0f,
    masked: (byte1 & 0x80) !== 0,
    text: frame.subarray(offset, offset + length).toString('utf8'),
    rest: frame.length - offset - length,
  };
};

describe('textFrame', () => {
  it.each([
    ['a 7-bit length', 5],
    ['a 16-bit length', 300],
    ['a 64-bit length', 70_000],
  ])('is one final unmasked text frame holding the JSON (%s)', (_, size) => {
    const json = JSON.stringify({ type: 'quotes', pad: 'é'.repeat(size) });
    const frame = textFrame(json);
    expect(decode(frame)).toEqual({
      fin: true,
      rsv: 0,
      opcode: 1,
      masked: false,
      text: json,
      rest: 0,
    });
    expect(framePayload(frame).toString('utf8')).toBe(json);
  });
});

describe('textFrameOf', () => {
  it('joins encoded pieces into the frame of their concatenation', () => {
    const pieces = ['{"quotes":[', '{"p":"é"}', ',', '{"p":"1"}', ']}'];
    const frame = textFrameOf(pieces.map((piece) => Buffer.from(piece)));
    expect(frame.equals(textFrame(pieces.join('')))).toBe(true);
    expect(JSON.parse(framePayload(frame).toString('utf8'))).toEqual({
      quotes: [{ p: 'é' }, { p: '1' }],
    });
  });
});
