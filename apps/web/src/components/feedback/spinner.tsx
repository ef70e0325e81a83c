import './spinner.css';

/**
 * The app's busy indicator: an arc turned by CSS alone. It stands where antd-mobile's
 * SpinLoading stood, whose turn is driven by react-spring; that library and its gesture
 * companion were a tenth of Home's first-load bytes (issue 29). `size` in px; the colour is the
 * primary blue, or the surrounding text's with `tone="current"` (inside a button).
 */
export const Spinner = ({
  size = 32,
  tone = 'primary',
}: {
  size?: number;
  tone?: 'primary' | 'current';
}) => (
  <svg
    className={`app-spinner app-spinner-${tone}`}
    width={size}
    height={size}
    viewBox="0 0 32 32"
    aria-hidden="true"
  >
    <circle cx="16" cy="16" r="13" fill="none" strokeWidth="3" strokeLinecap="round" />
  </svg>
);
