import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage, type PageModule, type PageProps } from '../components/page/lazy-page';

type Loader = () => Promise<PageModule>;

/** Pages built so far; every other registered route shows its layout with "coming soon". */
const BUILT_PAGES: Record<string, Loader> = {
  '/': () => import('../pages/main/home/home-page').then((m) => ({ default: m.HomePage })),
  '/pages/main/profile/index': () =>
    import('../pages/main/profile/profile-page').then((m) => ({ default: m.ProfilePage })),
  '/pages/auth/login': () =>
    import('../pages/auth/login-page').then((m) => ({ default: m.LoginPage })),
  '/pages/auth/register': () =>
    import('../pages/auth/register-page').then((m) => ({ default: m.RegisterPage })),
  '/pages/auth/resetpwd': () =>
    import('../pages/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  '/pages/setting/index': () =>
    import('../pages/setting/settings-page').then((m) => ({ default: m.SettingsPage })),
  '/pages/setting/password': () =>
    import('../pages/setting/password-page').then((m) => ({ default: m.PasswordPage })),
  '/pages/setting/paypwd': () =>
    import('../pages/setting/pay-password-page').then((m) => ({ default: m.PayPasswordPage })),
};

const comingSoon: Loader = () =>
  import('../pages/coming-soon-page').then((m) => ({ default: m.ComingSoonPage }));

const cache = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

/** One lazy component per page, created once so React keeps its loaded state. */
export const pageComponent = (path: string): LazyExoticComponent<ComponentType<PageProps>> => {
  const loader = BUILT_PAGES[path];
  const key = loader ? path : '*coming-soon';
  let component = cache.get(key);
  if (!component) {
    component = lazyPage(loader ?? comingSoon);
    cache.set(key, component);
  }
  return component;
};
