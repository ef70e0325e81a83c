import { describe, expect, it } from 'vitest';
import { liveStopLoss } from './trailing-stop';

const trailing = { kind: 'percent' as const, distance: '5.00000000', peak: '100.00000000' };

describe('liveStopLoss', () => {
  it('raises a trailing stop to the level under a new high of the bid, rounded down to the tick', () => {
    // 103.37 x 0.95 = 98.2015 -> 98.20
    expect(liveStopLoss({ stopLoss: '95.00000000', trailing }, '103.37', '0.01')).toBe('98.2');
  });

  it('never lowers it, and leaves a fixed stop as the server has it', () => {
    expect(liveStopLoss({ stopLoss: '98.21000000', trailing }, '99', '0.01')).toBe('98.21000000');
    expect(liveStopLoss({ stopLoss: '90', trailing: null }, '200', '0.01')).toBe('90');
    expect(liveStopLoss({ stopLoss: '95', trailing }, null, '0.01')).toBe('95');
  });
});
