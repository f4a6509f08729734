// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOpenCart } from '../../../../renderers/screens/subscription/useOpenCart.ts';
import { stubServices, type SeenRequest } from '../stubServices.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CART_ID = '0b5e7a3c-8f1d-4c2a-9e6b-1a2b3c4d5e6f';
const CART = '/api/subscription/cart';
const at =
  (method: string, path: string, reply: (r: SeenRequest) => { status?: number; body?: unknown }) =>
  (r: SeenRequest) => (r.method === method && r.url.pathname === path ? reply(r) : undefined);

function openAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ open: useOpenCart(), search: useLocation().search }), { wrapper });
}

describe('useOpenCart (shell spec §4, "Cart")', () => {
  it('creates a cart for the address’s plan when the cart call answers 400', async () => {
    const requests = stubServices(
      at('GET', CART, () => ({ status: 400, body: { code: 'CART_NOT_FOUND', message: 'none' } })),
      at('POST', CART, (r) => ({
        status: 201,
        body: { data: { id: CART_ID, planId: (r.body as { planId: string }).planId } },
      })),
    );
    const { result } = openAt('/subscription/payment?planId=preug-achieve-now');
    await waitFor(() => expect(result.current.open.state).toBe('ready'));
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(requests[1]?.body).toEqual({ planId: 'preug-achieve-now' });
  });

  it('patches the cart to the address’s plan when it holds another', async () => {
    const requests = stubServices(
      at('GET', CART, () => ({ body: { data: { id: CART_ID, planId: 'preug-achieve-now' } } })),
      at('PATCH', CART, (r) => ({
        body: { data: { id: CART_ID, planId: (r.body as { planId: string }).planId } },
      })),
    );
    const { result } = openAt('/subscription/payment?planId=preug-achieve-sprint');
    await waitFor(() => expect(result.current.open.state).toBe('ready'));
    expect(requests.map((r) => r.method)).toEqual(['GET', 'PATCH']);
    expect(requests[1]?.body).toEqual({ cartId: CART_ID, planId: 'preug-achieve-sprint' });
  });

  it('keeps the cart and writes its plan into an address that names none', async () => {
    const requests = stubServices(
      at('GET', CART, () => ({ body: { data: { id: CART_ID, planId: 'preug-achieve-now' } } })),
    );
    const { result } = openAt('/subscription/payment');
    await waitFor(() => expect(result.current.search).toBe('?planId=preug-achieve-now'));
    expect(result.current.open.state).toBe('ready');
    expect(requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('says the cart failed on a server error rather than creating one', async () => {
    const requests = stubServices(
      at('GET', CART, () => ({ status: 500, body: { code: 'INTERNAL', message: 'down' } })),
    );
    const { result } = openAt('/subscription/payment?planId=preug-achieve-now');
    await waitFor(() => expect(result.current.open.state).toBe('failed'));
    expect(requests.map((r) => r.method)).toEqual(['GET']);
  });
});
