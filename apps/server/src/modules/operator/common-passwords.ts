/**
 * Passwords of twelve characters or more that lists of leaked passwords rank near the top;
 * an operator password must be none of them (compared lower-case, with and without the
 * digits or symbols appended at the end).
 */
const COMMON = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456123456',
  '111111111111',
  '000000000000',
  '123123123123',
  '112233445566',
  '987654321098',
  'qwertyuiopas',
  'qwertyuiop12',
  'qwertyuiop123',
  'qwerty123456',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'asdfghjkl123',
  'zxcvbnm12345',
  'passwordpassword',
  'password1234',
  'password12345',
  'password123456',
  'passw0rd1234',
  'p@ssw0rd1234',
  'administrator',
  'administrator1',
  'admin1234567',
  'adminadmin123',
  'letmein12345',
  'welcome12345',
  'welcome123456',
  'iloveyou1234',
  'sunshine1234',
  'princess1234',
  'football1234',
  'baseball1234',
  'superman1234',
  'trustno11234',
  'changeme1234',
  'changemenow1',
  'operator1234',
  'operatorpassword',
  'brokerage123',
  'brokerage1234',
  'qwertyqwerty',
  'abcdefghijkl',
  'abcdef123456',
  'abc123abc123',
  'aaaaaaaaaaaa',
  'monkey123456',
  'dragon123456',
  'master123456',
  'starwars1234',
  'whatever1234',
  'mypassword12',
  'mypassword123',
  'secretpassword',
  'correcthorsebatterystaple',
  'passwordpassword1',
]);

/** Strips trailing digits and symbols, so "Welcome2024!!" is found as "welcome". */
const stem = (password: string) => password.toLowerCase().replace(/[\d\W_]+$/, '');

export const isCommonPassword = (password: string): boolean => {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const base = stem(password);
  return (
    [...COMMON].some((common) => stem(common) === base && base.length > 0) || /^(.)\1+$/.test(lower)
  );
};
