// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { AddressCatchUp, routeOfHash } from './address-catch-up';

const Shown = () => {
  const location = useLocation();
  return (
    <p data-testid="shown">
      {useNavigationType()} {location.pathname}
      {location.search}
    </p>
  );
};

const mountAt = (route: string) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <AddressCatchUp />
      <Shown />
    </MemoryRouter>,
  );

describe('AddressCatchUp', () => {
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('brings a router that read an older address to the one the browser shows', async () => {
    window.location.hash = '#/pages/payment/stock?key=US:AAPL&side=buy';
    mountAt('/');
    expect(
      await screen.findByText('REPLACE /pages/payment/stock?key=US:AAPL&side=buy'),
    ).toBeTruthy();
  });

  it('leaves a router that already shows the address where it is', () => {
    window.location.hash = '#/pages/main/market/index';
    mountAt('/pages/main/market/index');
    expect(screen.getByTestId('shown').textContent).toBe('POP /pages/main/market/index');
  });
});

describe('routeOfHash', () => {
  it('reads the route as the hash router does: rooted, Home for an empty hash', () => {
    expect(routeOfHash('')).toBe('/');
    expect(routeOfHash('#/')).toBe('/');
    expect(routeOfHash('#pages/news?id=3')).toBe('/pages/news?id=3');
    expect(routeOfHash('#/a?b=1#c')).toBe('/a?b=1#c');
  });
});
