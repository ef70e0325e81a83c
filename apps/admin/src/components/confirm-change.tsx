import { App, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueChange } from './value-changes';

/** A row of what an action will do: a label, what it was (omitted for something new), what it becomes. */
export interface ChangeRow {
  label: ReactNode;
  before?: ReactNode;
  after: ReactNode;
}

export interface ChangeConfirmation {
  title: string;
  /** What cannot be undone, or who is affected, said above the rows. */
  effect?: ReactNode;
  rows: ChangeRow[];
  okText: string;
  danger?: boolean;
}

/** A value as the confirmation shows it: a dash for nothing, words for yes/no, lists joined. */
export const useShowValue = () => {
  const { t } = useTranslation();
  const show = (value: unknown): string => {
    if (value === undefined || value === null || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(show).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value as string | number);
  };
  return show;
};

/** The rows of a setting's change: each changed field, labelled, old → new. */
export const useChangeRows = () => {
  const show = useShowValue();
  return (changes: ValueChange[], labelOf: (path: string) => string): ChangeRow[] =>
    changes.map((change) => ({
      label: labelOf(change.path),
      before: show(change.before),
      after: show(change.after),
    }));
};

const ChangeTable = ({ rows, effect }: Pick<ChangeConfirmation, 'rows' | 'effect'>) => {
  const { t } = useTranslation();
  const withBefore = rows.some((row) => row.before !== undefined);
  return (
    <div className="confirm-change" data-testid="confirm-change">
      {effect ? <p className="confirm-change-effect">{effect}</p> : null}
      <table className="confirm-change-rows">
        {withBefore ? (
          <thead>
            <tr>
              <th />
              <th>{t('confirm.before')}</th>
              <th>{t('confirm.after')}</th>
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.label}</th>
              {withBefore ? <td className="confirm-change-before">{row.before}</td> : null}
              <td className="confirm-change-after">{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/**
 * The console's one confirmation before an action that cannot be taken back (a ledger
 * adjustment, new terms, a role, a setting): it shows what will change, old → new, and
 * resolves true only when the operator confirms. Enter in a form field reaches this dialog,
 * never the server.
 */
export const useConfirmChange = () => {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return ({ title, effect, rows, okText, danger }: ChangeConfirmation): Promise<boolean> =>
    new Promise((resolve) => {
      modal.confirm({
        title,
        width: 620,
        content: <ChangeTable rows={rows} effect={effect} />,
        okText,
        cancelText: t('common.cancel'),
        okButtonProps: { danger, 'data-testid': 'confirm-change-ok' } as ButtonProps,
        cancelButtonProps: { 'data-testid': 'confirm-change-cancel' } as ButtonProps,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
};
