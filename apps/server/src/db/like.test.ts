import { describe, expect, it } from 'vitest';
import { escapeLike } from './like';

describe('escapeLike', () => {
  it('escapes both wildcards and the escape character, and nothing else', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('plain text')).toBe('plain text');
  });
});
