import { describe, expect, it } from 'vitest';
import { whatsappUrl } from './customer-service';

describe('whatsappUrl', () => {
  it('opens the chat for the digits of a configured number', () => {
    expect(whatsappUrl('+49 (151) 234-567')).toBe('https://wa.me/49151234567');
  });

  it('is nothing without a number, so support opens in the app', () => {
    expect(whatsappUrl('')).toBeUndefined();
    expect(whatsappUrl(' - ')).toBeUndefined();
  });
});
