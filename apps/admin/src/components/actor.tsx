import { Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from './customer-link';

/**
 * An actor reference as the server keeps it: `operator:<id>`, `customer:<id>`, `system:<job>`,
 * or `operator-name:<name>` (a failed sign-in with a name no operator has).
 */
const parseActor = (actor: string) => {
  const [kind = '', ...rest] = actor.split(':');
  const id = rest.join(':');
  if ((kind === 'operator' || kind === 'customer') && /^\d+$/.test(id))
    return { kind, id: Number(id) } as const;
  if (kind === 'system') return { kind, job: id } as const;
  if (kind === 'operator-name') return { kind, name: id } as const;
  return { kind: 'other' } as const;
};

/**
 * Who did something, in words: the operator's username, the customer's chosen name, or the
 * job's name (never `operator:4`). `name` is what the server read beside the reference.
 */
export const actorText = (t: TFunction, actor: string, name: string | null | undefined) => {
  const parsed = parseActor(actor);
  if (parsed.kind === 'system')
    return t(`actor.jobs.${parsed.job}`, { defaultValue: t('actor.system') });
  if (parsed.kind === 'operator-name') return t('actor.unknownOperator', { name: parsed.name });
  if (name) return name;
  if (parsed.kind === 'operator') return t('actor.operator', { id: parsed.id });
  return parsed.kind === 'customer' ? '' : actor;
};

/**
 * The one way the console shows an actor: by name, the reference kept in a tooltip for those
 * who search the audit log by it; a customer also by their linked ID.
 */
export const Actor = ({ actor, name }: { actor: string; name: string | null | undefined }) => {
  const { t } = useTranslation();
  const parsed = parseActor(actor);
  const text = actorText(t, actor, name);
  return (
    <Tooltip title={actor}>
      <span className="actor" data-testid="actor">
        {text}
        {parsed.kind === 'customer' ? (
          <>
            {text ? ' ' : null}
            <CustomerLink id={parsed.id} />
          </>
        ) : null}
      </span>
    </Tooltip>
  );
};
