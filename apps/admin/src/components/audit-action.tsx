import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A code's word in the dictionary: dots would nest (i18next splits keys on them) and hyphens
 * read badly in a key, so both become `_` (`operator.recovery-codes.regenerate` →
 * `operator_recovery_codes_regenerate`).
 */
const dictionaryWord = (code: string) => code.replaceAll(/[.-]/g, '_');

/** The key of an audit action's name (the locale test checks every action the server writes). */
export const auditActionKey = (action: string) => `audit.actions.${dictionaryWord(action)}`;

/** The key of an audit record type's name. */
export const auditSubjectKey = (type: string) => `audit.subjects.${dictionaryWord(type)}`;

/**
 * An audit action (`customer.document.view`) by its name in the reader's language; the code
 * itself stays in the tooltip, as the Action filter takes it. An unknown action shows as it is.
 */
export const AuditAction = ({ action }: { action: string }) => {
  const { t } = useTranslation();
  return (
    <Tooltip title={action}>
      <span data-testid="audit-action">{t(auditActionKey(action), { defaultValue: action })}</span>
    </Tooltip>
  );
};

/**
 * The record an audit row is about (`customer #11`), its type in the reader's language; the
 * type's code is in the tooltip, as the Record type filter takes it. An unknown type shows as
 * it is.
 */
export const AuditSubject = ({ type, id }: { type: string; id: string | number | null }) => {
  const { t } = useTranslation();
  const name = t(auditSubjectKey(type), { defaultValue: type });
  return (
    <Tooltip title={type}>
      <span data-testid="audit-subject">{id === null ? name : `${name} #${id}`}</span>
    </Tooltip>
  );
};
