import type { LoginResponse, SecondFactorMethod } from '@brokerage/shared';
import { useState } from 'react';
import type { PageProps } from '../../components/page/lazy-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { LoginSecondFactor } from '../../features/second-factor/components/login-second-factor';
import { RETURN_PARAM, safeReturn } from '../../lib/navigation/return-after-login';
import { completeLogin } from '../../app/session';

export const LoginPage = ({ query }: PageProps) => {
  const [asked, setAsked] = useState<{ ticket: string; methods: SecondFactorMethod[] } | null>(
    null,
  );
  const done = (answer: LoginResponse) => completeLogin(answer, safeReturn(query[RETURN_PARAM]));
  return (
    <>
      <LoginForm
        onSuccess={async (answer) => {
          if ('secondFactor' in answer) setAsked(answer.secondFactor);
          else await done(answer);
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
