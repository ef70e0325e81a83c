import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fieldWithNul, registerNulGuard } from './nul-guard.ts';
import { registerRequestContext } from './request-context.ts';

describe('the NUL guard', () => {
  it('names the field holding a NUL, at any depth, in keys too', () => {
    expect(fieldWithNul({ q: 'a\u0000b' }, 'query')).toBe('q');
    expect(fieldWithNul({ a: { b: ['x', 'y\u0000'] } })).toBe('b');
    expect(fieldWithNul({ 'k\u0000': 1 })).toBe('body');
    expect(fieldWithNul('\u0000')).toBe('body');
    expect(fieldWithNul({ a: 'fine', b: [1, null, true] })).toBeNull();
  });

  it('refuses a NUL in the query, path or body of a route without a schema, translated', async () => {
    const app = Fastify();
    registerRequestContext(app);
    registerNulGuard(app);
    let reached = 0;
    app.post('/echo/:id', async () => {
      reached += 1;
      return { ok: true };
    });
    const send = (url: string, payload: object, language = 'de') =>
      app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } });
    const answers = [
      await send('/echo/1?q=%00', {}),
      await send('/echo/%00', {}),
      await send('/echo/1', { name: 'Tech\u0000' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
      expect(answer.json().message).toHaveLength(1);
      expect(answer.json().message[0]).not.toMatch(/validation\./);
    }
    expect(answers[2]?.json().message).toEqual(['name ist ungültig.']);
    expect(reached).toBe(0);
    expect((await send('/echo/1?q=ok', { name: 'Tech' })).statusCode).toBe(200);
    expect(reached).toBe(1);
    await app.close();
  });
});
