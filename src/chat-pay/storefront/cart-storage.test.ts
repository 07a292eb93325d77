import { beforeEach, describe, expect, it } from 'vitest';
import type { CartLine } from './cart';
import { cartScope, keepCart, readCart } from './cart-storage';

const line: CartLine = {
  product_id: 'Prod000001', variation_id: 'Vari000001', title: 'Oolong tea', variation: 'Small',
  unit_price: 350, currency: 'TWD', quantity: 2, stock: 5,
};

describe('the kept cart', () => {
  beforeEach(() => { sessionStorage.clear(); });

  it('comes back after a reload, for the same customer of the same shop whichever product link opens it', () => {
    keepCart(sessionStorage, cartScope('p.OrgAAAAAAA.CustAAAAAA.Prod000001.c2lnbmF0dXJl'), [line]);
    expect(readCart(sessionStorage, cartScope('p.OrgAAAAAAA.CustAAAAAA.Prod000002.b3RoZXI'))).toEqual([line]);
    expect(readCart(sessionStorage, cartScope('p.OrgAAAAAAA.CustBBBBBB.Prod000001.c2lnbmF0dXJl'))).toEqual([]);
  });

  it('forgets an emptied cart and drops lines it cannot read', () => {
    keepCart(sessionStorage, 'scope', [line]);
    keepCart(sessionStorage, 'scope', []);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('parley.shop.cart.scope', JSON.stringify([line, { ...line, quantity: -1 }, { ...line, currency: 'XXX' }, 'junk']));
    expect(readCart(sessionStorage, 'scope')).toEqual([line]);
    sessionStorage.setItem('parley.shop.cart.scope', '{not json');
    expect(readCart(sessionStorage, 'scope')).toEqual([]);
  });
});
