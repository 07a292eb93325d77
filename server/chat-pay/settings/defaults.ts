// The store settings before a merchant saves any (03 §9 defaults): incomplete until a name, a logo and
// the address's location are set (03 §5).
import {
  DEFAULT_CURRENCY, ORDER_EXPIRE_SECONDS, PREPARATION_MINUTES, STOCK_LOW_COUNT, STOCK_NOTIFY, UBER_CLOSE, UBER_OPEN,
} from '../../../common/chat-pay';
import type { ShopSettings } from '../../../common/contracts/chat-pay';

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  name: '',
  logo: '',
  currency: DEFAULT_CURRENCY,
  contact: {
    phone: { value: '', visible: true },
    email: { value: '', visible: true },
    address: { value: '', visible: true, location: null },
  },
  shipping: {
    self: { enabled: true, price: 0, free_amount: 0, storage: '' },
    uberDirect: { enabled: false, options: { pickupImmediately: false, open: UBER_OPEN, close: UBER_CLOSE } },
  },
  shopLocations: [],
  deliverableAction: 'reject',
  preparationTime: PREPARATION_MINUTES,
  payment: { cod: { enabled: true }, transfer: { enabled: false, note: '' }, card: { enabled: false } },
  order: { expire: ORDER_EXPIRE_SECONDS },
  stock: { low_count: STOCK_LOW_COUNT, notify: STOCK_NOTIFY },
};
