import { isDeepStrictEqual } from 'node:util';
import {
  Decimal,
  EDITABLE_SETTINGS,
  EDITABLE_SETTING_KEYS,
  fxRateRequest,
  settingKeyParams,
  type AwaitingSecondApprover,
  type EditableSettingKey,
  type FxRateRequest,
  type FxRateView,
} from '@brokerage/shared';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { DomainError, InputRejected } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { proposeAction } from '../four-eyes/four-eyes-proposals.ts';
import { settingsWritten } from '../reference/settings-cache.ts';
import {
  fxRateNeedsSecondApprover,
  settingNeedsSecondApprover,
} from '../four-eyes/four-eyes-rules.ts';
import { REQUIRE_TOTP_SETTING } from '../operator/operator-sessions.ts';
import { revokePasswordOnlySessions } from '../operator/operator-sessions.repository.ts';
import type { OperatorContext, ProposingOperator } from '../../lib/permissions.ts';
import { getSetting } from '../reference/reference.repository.ts';
import {
  allFxRates,
  lockFxRateByPair,
  lockLanguageByKey,
  lockSettingRow,
  updateFxRate,
  updateLanguageEnabled,
  upsertSetting,
  type FxRateRow,
} from './settings.repository.ts';

export const listSettings = async (db: Database) =>
  Promise.all(
    EDITABLE_SETTING_KEYS.map(async (key) => ({ key, value: (await getSetting(db, key)) ?? null })),
  );

const lockSetting = async (tx: Executor, key: string) => {
  await lockSettingRow(tx, key);
  return (await getSetting(tx, key)) ?? null;
};

const writeSetting = async (
  tx: Executor,
  actor: string,
  ip: string | undefined,
  key: EditableSettingKey,
  before: unknown,
  value: unknown,
  now: Date,
) => {
  await upsertSetting(tx, key, value);
  await writeAudit(tx, {
    actor,
    action: 'setting.update',
    subjectType: 'setting',
    subjectId: key,
    before,
    after: value,
    ip,
  });
  // TOTP required again after it was turned off: what the password alone opened is over.
  if (key === REQUIRE_TOTP_SETTING && value === true && before === false)
    await revokePasswordOnlySessions(tx, null, now);
  return { key, value };
};

const parseSetting = (key: EditableSettingKey, value: unknown): unknown => {
  const parsed = EDITABLE_SETTINGS[key].safeParse(value);
  if (!parsed.success) throw new InputRejected(parsed.error.issues);
  return parsed.data;
};

/**
 * Writes one setting after checking it against the schema the server reads it with, and
 * audits the value before and after, in one transaction. The row is locked first, so two
 * admins' edits are recorded in the order they took effect. A fee moved outside its band,
 * or a four-eyes threshold or band loosened, becomes a proposal for a second admin.
 */
export const updateSetting = async (
  db: Database,
  op: ProposingOperator,
  key: EditableSettingKey,
  value: unknown,
  now: Date,
): Promise<{ key: string; value: unknown } | AwaitingSecondApprover> => {
  const next = parseSetting(key, value);
  const outcome = await db.transaction(async (tx) => {
    const before = await lockSetting(tx, key);
    if (await settingNeedsSecondApprover(tx, key, before, next))
      return proposeAction(
        tx,
        op.operator,
        {
          kind: 'setting.update',
          subject: `setting:${key}`,
          input: { key, value: next },
          before,
          after: next,
        },
        op.ip,
      );
    return writeSetting(tx, op.actor, op.ip, key, before, next, now);
  });
  if (!('awaitingSecondApprover' in outcome)) settingsWritten();
  return outcome;
};

const proposedSetting = z.object({ key: settingKeyParams.shape.key, value: z.unknown() });

/**
 * The approved proposal's setting, in the approval's transaction: the setting must still hold
 * the value it was proposed against, else the proposal is stale (RECORD_CHANGED).
 */
export const writeProposedSetting = async (
  tx: Executor,
  approverRef: string,
  proposal: { input: unknown; before: unknown },
  ip: string | undefined,
  now: Date,
) => {
  const { key, value } = proposedSetting.parse(proposal.input);
  const before = await lockSetting(tx, key);
  if (!isDeepStrictEqual(before, proposal.before ?? null)) throw new DomainError('RECORD_CHANGED');
  await writeSetting(tx, approverRef, ip, key, before, parseSetting(key, value), now);
};

export const setLanguageEnabled = async (
  db: Database,
  op: OperatorContext,
  key: string,
  enabled: boolean,
) =>
  db.transaction(async (tx) => {
    const before = await lockLanguageByKey(tx, key);
    if (!before) throw new DomainError('NOT_FOUND');
    const after = await updateLanguageEnabled(tx, key, enabled);
    await writeAudit(tx, {
      actor: op.actor,
      action: 'language.update',
      subjectType: 'language',
      subjectId: key,
      before,
      after,
      ip: op.ip,
    });
    return { key, label: before.label, enabled };
  });

const toRateView = (row: FxRateRow) => ({
  base: row.base,
  quote: row.quote,
  rate: row.rate,
  updatedAt: row.updatedAt.toISOString(),
});

export const listFxRates = async (db: Database) => (await allFxRates(db)).map(toRateView);

const lockFxRate = async (tx: Executor, base: string, quote: string) => {
  const row = await lockFxRateByPair(tx, base, quote);
  if (!row) throw new DomainError('CURRENCY_UNSUPPORTED');
  return row;
};

const writeFxRate = async (
  tx: Executor,
  actor: string,
  ip: string | undefined,
  before: FxRateRow,
  rate: string,
  now: Date,
) => {
  const after = await updateFxRate(tx, before.base, before.quote, rate, now);
  if (!after) throw new DomainError('CURRENCY_UNSUPPORTED');
  await writeAudit(tx, {
    actor,
    action: 'fx.rate',
    subjectType: 'fx_rate',
    subjectId: `${before.base}/${before.quote}`,
    before: toRateView(before),
    after: toRateView(after),
    ip,
  });
  return toRateView(after);
};

/**
 * Sets a conversion rate (the spread is applied on top, `fx.spread`); audited. A rate outside
 * the band around the last rate (`approvals.bands`, e.g. a 10x typo) becomes a proposal a
 * second admin approves.
 */
export const setFxRate = async (
  db: Database,
  op: ProposingOperator,
  input: FxRateRequest,
  now: Date,
): Promise<FxRateView | AwaitingSecondApprover> =>
  db.transaction(async (tx) => {
    const before = await lockFxRate(tx, input.base, input.quote);
    if (await fxRateNeedsSecondApprover(tx, before.rate, input.rate))
      return proposeAction(
        tx,
        op.operator,
        {
          kind: 'fx.rate',
          subject: `fx:${input.base}/${input.quote}`,
          input,
          before: { rate: before.rate },
          after: { rate: input.rate },
        },
        op.ip,
      );
    return writeFxRate(tx, op.actor, op.ip, before, input.rate, now);
  });

/**
 * The approved proposal's rate, in the approval's transaction: the pair must still have the
 * rate it was proposed against, else the proposal is stale (RECORD_CHANGED).
 */
export const setProposedFxRate = async (
  tx: Executor,
  approverRef: string,
  proposal: { input: unknown; before: unknown },
  ip: string | undefined,
  now: Date,
) => {
  const input = fxRateRequest.parse(proposal.input);
  const proposedOn = z.object({ rate: z.string() }).parse(proposal.before);
  const before = await lockFxRate(tx, input.base, input.quote);
  if (!new Decimal(before.rate).eq(proposedOn.rate)) throw new DomainError('RECORD_CHANGED');
  await writeFxRate(tx, approverRef, ip, before, input.rate, now);
};
