import { Button, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The server allows 1 to 40 characters (watchlistNameRequest). */
export const NAME_MAX = 40;

/** Asks for a list name: create or rename. */
export const NamePopup = ({
  title,
  initial,
  visible,
  busy,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: string;
  visible: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (name: string) => void;
}) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [shownFor, setShownFor] = useState(visible);
  // Start from the given name each time the popup opens.
  if (visible !== shownFor) {
    setShownFor(visible);
    if (visible) setValue(initial);
  }
  const name = value.trim();
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="name-popup" destroyOnClose>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name) onSubmit(name);
        }}
        data-testid="name-form"
      >
        <h3>{title}</h3>
        <Input
          value={value}
          onChange={setValue}
          maxLength={NAME_MAX}
          placeholder={t('watchlist.namePlaceholder')}
          clearable
          autoFocus
          data-testid="name-input"
        />
        <div className="name-popup-actions">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            color="primary"
            type="submit"
            disabled={!name}
            loading={busy}
            data-testid="name-save"
          >
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Popup>
  );
};
