/** The platform's mark: the app's headers, the first paint's shell (boot-shell.tsx) and its splash. */
export const Logo = ({ size = 40 }: { size?: number }) => (
  <svg className="app-logo" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
    <rect width="40" height="40" rx="10" fill="#465CFF" />
    <path
      d="M10 27 L17 19 L22 23 L30 13"
      stroke="#fff"
      strokeWidth="3.2"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="30" cy="13" r="2.6" fill="#09BE4F" />
  </svg>
);
