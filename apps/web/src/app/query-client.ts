import { i18n } from '../lib/i18n/i18n';
import { createQueryClient } from '../lib/query/query-client';
import { describeFailure, toastMessages } from '../lib/ui/notify';

/** The one QueryClient; unhandled request failures become toasts (seed section 8). */
export const queryClient = createQueryClient((error) =>
  toastMessages(describeFailure(error, i18n.t)),
);
