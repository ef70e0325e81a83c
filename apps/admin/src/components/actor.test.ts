import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleI18n } from '../test/console-i18n';
import { actorText } from './actor';

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

describe('actorText: who did it, in words, never the reference', () => {
  it('an operator by username; a customer by the name they chose; a job by what it is', () => {
    expect(actorText(i18n.t, 'operator:4', 'maria')).toBe('maria');
    expect(actorText(i18n.t, 'customer:12', 'Lena')).toBe('Lena');
    expect(actorText(i18n.t, 'system:matcher', null)).toBe('Order matching');
    expect(actorText(i18n.getFixedT('zh-Hans'), 'system:loans', null)).toBe('借款计息');
  });

  it('without a name: an operator by number in words, an unknown job as the system', () => {
    expect(actorText(i18n.t, 'operator:4', null)).toBe('Operator #4');
    expect(actorText(i18n.t, 'system:nightly-thing', null)).toBe('System');
    expect(actorText(i18n.getFixedT('zh-Hans'), 'operator:4', null)).toBe('运营人员 #4');
  });

  it('a sign-in with a name no operator has: the name tried, said to be no operator', () => {
    expect(actorText(i18n.t, 'operator-name:mallory', null)).toBe('mallory (no such operator)');
    expect(actorText(i18n.getFixedT('zh-Hans'), 'operator-name:mallory', null)).toBe(
      'mallory（无此运营人员）',
    );
  });
});
