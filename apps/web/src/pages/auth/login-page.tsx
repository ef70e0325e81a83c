import type { LoginResponse, SecondFactorMethod } from '@brokerage/shared';
import { useState } from 'react';
import type { PageProps } from '../../components/page/lazy-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { LoginSecondFactor } from '../../features/second-factor/components/login-second-factor';
import { RETURN_PARAM, safeReturn } from '../../lib/navigation/return-after-login';
import { completeLogin } from '../../app/session';
import { appNavigator } from '../../app/app-navigator';
import { ignoreRefusal } from '../../lib/navigation/use-navigation';

/** Where a customer whose password predates the 8-character minimum is asked to change it. */
export const SHORT_PASSWORD_CHANGE = '/pages/setting/password?reason=short';

export const LoginPage = ({ query }: PageProps) => {
  const [asked, setAsked] = useState<{ ticket: string; methods: SecondFactorMethod[] } | null>(
    null,
  );
  const [shortPassword, setShortPassword] = useState(false);
  // Old passwords shorter than the minimum still sign in (issue 31 item 15); the customer is
  // then asked for a new one, on top of the page they came for.
  const done = async (answer: LoginResponse, short = shortPassword) => {
    await completeLogin(answer, safeReturn(query[RETURN_PARAM]));
    if (short) ignoreRefusal(appNavigator.navigateTo({ url: SHORT_PASSWORD_CHANGE }));
  };
  return (
    <>
      <LoginForm
        onSuccess={async (answer, password) => {
          setShortPassword(password.short);
          if ('secondFactor' in answer) setAsked(answer.secondFactor);
          else await done(answer, password.short);
        }}
      />
      <LoginSecondFactor
        asked={asked}
        onSuccess={async (answer) => {
          // Leave the page with the sheet still open: closing it first takes its history entry
          // out with an asynchronous back, which could land after the navigation and undo it.
          await done(answer);
          setAsked(null);
        }}
        onClose={() => setAsked(null)}
      />
    </>
  );
};
