/**
 * Every icon the app draws, by its name in antd-mobile-icons. The build renders these, and only
 * these, into /icons.svg (scripts/icon-sprite.ts); `<Icon name>` draws one from there.
 */
export const ICON_NAMES = [
  'AddOutline',
  'AppOutline',
  'BankcardOutline',
  'BellOutline',
  'CalculatorOutline',
  'CalendarOutline',
  'ClockCircleOutline',
  'CloseCircleOutline',
  'CloseOutline',
  'CollectMoneyOutline',
  'CompassOutline',
  'DeleteOutline',
  'DownOutline',
  'DownlandOutline',
  'EditSOutline',
  'ExclamationCircleOutline',
  'EyeInvisibleOutline',
  'EyeOutline',
  'FileOutline',
  'FireFill',
  'GlobalOutline',
  'HistogramOutline',
  'InformationCircleOutline',
  'KeyOutline',
  'LeftOutline',
  'LoopOutline',
  'MailOutline',
  'MessageOutline',
  'PieOutline',
  'RightOutline',
  'SearchOutline',
  'SetOutline',
  'StarFill',
  'StarOutline',
  'TransportQRcodeOutline',
  'UnorderedListOutline',
  'UpOutline',
  'UploadOutline',
  'UserCircleOutline',
  'UserContactOutline',
  'UserOutline',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Where the built sprite is served (public, revalidated; the service worker precaches it). */
export const ICON_SPRITE_PATH = '/icons.svg';
