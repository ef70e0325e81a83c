import { AppActionSheet } from '../../../components/feedback/app-action-sheet';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceColours, usePriceColoursStore } from '../../../stores/price-colours-store';

/**
 * The settings row for price colours: green for a rise (the default in most languages) or
 * red (the default in Chinese and Japanese), chosen once and kept on this device.
 */
export const PriceColoursItem = () => {
  const { t } = useTranslation();
  const colours = usePriceColours();
  const setChoice = usePriceColoursStore((state) => state.setChoice);
  const [open, setOpen] = useState(false);
  return (
    <>
      <List.Item
        extra={<span data-testid="price-colours-current">{t(`settings.colours.${colours}`)}</span>}
        onClick={() => setOpen(true)}
        data-testid="settings-price-colours"
      >
        {t('settings.colours.title')}
      </List.Item>
      <AppActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t('common.cancel')}
        actions={(['green-up', 'red-up'] as const).map((choice) => ({
          key: choice,
          text: (
            <span data-testid={`price-colours-${choice}`}>{t(`settings.colours.${choice}`)}</span>
          ),
          onClick: () => {
            setChoice(choice);
            setOpen(false);
          },
        }))}
      />
    </>
  );
};
