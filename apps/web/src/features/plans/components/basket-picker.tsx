import type { InstrumentView } from '@brokerage/shared';
import { SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';
import { useInstrumentSearch } from '../../../lib/market/search-instruments';
import { basketMarket, joinRefusal, type BasketRow, type JoinRefusal } from '../utils/basket-input';
import './basket.css';

const TYPING_DELAY_MS = 250;

const REFUSAL_KEYS: Record<JoinRefusal, string> = {
  added: 'plans.basket.added',
  otherMarket: 'plans.basket.otherMarket',
  full: 'plans.basket.fullShort',
};

/** One instrument found: a tap adds it, unless it is in already or of another market. */
const Found = ({
  instrument,
  refusal,
  onPick,
}: {
  instrument: InstrumentView;
  refusal: JoinRefusal | undefined;
  onPick: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="row-button basket-found"
        disabled={refusal !== undefined}
        onClick={onPick}
        data-testid={`basket-found-${instrument.key}`}
      >
        <span className="basket-found-ident">
          <span className="basket-found-name ellipsis">{instrument.name}</span>
          <span className="basket-found-meta muted">
            <span className="market-tag">{instrument.market}</span>
            <span>{instrument.symbol}</span>
          </span>
        </span>
        <span className={`basket-found-state ${refusal ? 'muted' : 'basket-found-add'}`}>
          {refusal ? t(REFUSAL_KEYS[refusal]) : t('plans.basket.addShort')}
        </span>
      </button>
    </li>
  );
};

/**
 * The search that adds an instrument to the basket (the search page's API): instruments of the
 * basket's market can join, each once; the others are shown but cannot.
 */
export const BasketPicker = ({
  visible,
  rows,
  onPick,
  onClose,
}: {
  visible: boolean;
  rows: readonly BasketRow[];
  onPick: (instrument: InstrumentView) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useInstrumentSearch(term);
  const market = basketMarket(rows);
  return (
    <AppPopup
      visible={visible}
      onClose={onClose}
      bodyClassName="basket-picker"
      showCloseButton
      destroyOnClose
    >
      <div className="basket-picker-body" data-testid="basket-picker">
        <h3 className="plan-sheet-title">{t('plans.basket.add')}</h3>
        <SearchBar
          value={text}
          onChange={setText}
          onSearch={(value) => setTerm(value.trim())}
          placeholder={t('common.searchPlaceholder')}
          data-testid="basket-search"
        />
        {market && (
          <p className="muted small basket-picker-note">
            {t('plans.basket.oneMarket', { market })}
          </p>
        )}
        {term !== '' && found.isPending && <p className="muted">{t('common.loading')}</p>}
        {found.isSuccess && found.data.length === 0 && (
          <p className="muted">{t('search.noInstruments')}</p>
        )}
        <ul className="basket-found-list">
          {(found.data ?? []).map((instrument) => (
            <Found
              key={instrument.key}
              instrument={instrument}
              refusal={joinRefusal(rows, instrument.key)}
              onPick={() => onPick(instrument)}
            />
          ))}
        </ul>
      </div>
    </AppPopup>
  );
};
