import { textFrame } from '../src/ws/text-frame';

describe('textFrame (RFC 6455 §5.2, server to client)', () => {
  it('writes FIN + text opcode, no mask, and the length in 7, 16 or 64 bits', () => {
    const cases: Array<[number, number[]]> = [
      [0, [0x81, 0]],
      [125, [0x81, 125]],
      [126, [0x81, 126, 0, 126]],
      [0xffff, [0x81, 126, 0xff, 0xff]],
      [0x10000, [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]],
    ];
    for (const [length, header] of cases) {
      const payload = Buffer.alloc(length, 'a');
      const frame = textFrame(payload);
      expect([...frame.subarray(0, header.length)]).toEqual(header);
      expect(frame.length).toBe(header.length + length);
      expect(frame.subarray(header.length).equals(payload)).toBe(true);
    }
  });
});
