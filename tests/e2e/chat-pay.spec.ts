import type { Customer } from '../../common/contracts/customers';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import { launchServer } from '../../server/testing/server-process';
import { startStripeStandIn, type StripeStandIn } from '../../server/testing/stripe-stand-in';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';
import { completeShop, seriousViolations, shopHeaders } from './shop-fixture';

/** A server that takes cards through the Stripe stand-in, whose webhooks go to the server. */
const testWithStripe = test.extend<{ stripe: StripeStandIn }>({
  stripe: async ({}, use) => {
    const stripe = await startStripeStandIn();
    await use(stripe);
    await stripe.close();
  },
  server: async ({ stripe, serverEnv }, use) => {
    const server = await launchServer({ ...serverEnv, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url });
    stripe.webhookUrl = `${server.url}/stripe/webhook`;
    await use(server);
    await server.dispose();
  },
});


test("a product sent to a live-chat visitor is ordered on the shop page; the merchant sees it, ships it, and the visitor hears", async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);

  // The store, complete (name, logo, location) with delivery and both payments, through its API.
  await completeShop(page, orgId, server.url, (defaults) => ({
    shipping: { ...(defaults.shipping as object), self: { enabled: true, price: 60, free_amount: 1000, storage: '' } },
    payment: { cod: { enabled: true }, transfer: { enabled: true, note: 'Bank 812, account 1234-5678' } },
  }));

  // A product with two variations, published, in the console.
  await page.goto(`/chatPay/${orgId}/productsList`);
  await page.getByRole('link', { name: 'New product' }).click();
  // (The list's search is labelled "Title or SKU": fill the editor's field once the editor is there.)
  const editor = page.getByRole('form', { name: 'Product' });
  await editor.getByLabel('Title', { exact: true }).fill('Oolong tea');
  await editor.getByRole('button', { name: 'Add spec' }).click();
  await editor.getByLabel('Name of spec 1').fill('Size');
  await editor.getByLabel('Options of spec 1').fill('Small, Large');
  await editor.getByLabel('Stock of Small').fill('5');
  await editor.getByLabel('Regular price of Small').fill('400');
  await editor.getByLabel('Sale price of Small').fill('350');
  await editor.getByLabel('Stock of Large').fill('3');
  await editor.getByLabel('Regular price of Large').fill('600');
  await editor.getByLabel('Status', { exact: true }).selectOption('publish');
  await editor.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Published: customers can order it now.')).toBeVisible();

  // A visitor writes; the agent sends the product into the conversation.
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Do you have oolong?');
  await page.goto(`/message-center/${orgId}`);
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').filter({ hasText: 'Do you have oolong?' }).click();
  await page.getByRole('button', { name: 'Send product' }).click();
  await page.getByRole('dialog', { name: 'Send a product' }).getByRole('button', { name: 'Send Oolong tea' }).click();
  await expect(page.getByText('Oolong tea was sent to the customer.')).toBeVisible();

  // The card in the widget opens the shop page, on a phone's width.
  const buy = visitor.getByRole('log').getByRole('link', { name: 'Buy now' });
  const [shop] = await Promise.all([visitor.context().waitForEvent('page'), buy.click()]);
  await shop.setViewportSize({ width: 360, height: 740 });
  await expect(shop.getByRole('heading', { level: 1, name: 'Tea House' })).toBeVisible();
  await expect(shop.getByRole('heading', { level: 2, name: 'Oolong tea' })).toBeVisible();
  await expect(shop.getByText('Sale price NT$350')).toBeVisible();
  await shop.getByRole('radio', { name: 'Large' }).check();
  await expect(shop.getByText('3 in stock')).toBeVisible();
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  const cart = shop.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByText('Free delivery over NT$1,000')).toBeVisible();
  await expect(cart.getByText('Add NT$400 more for free delivery.')).toBeVisible();
  await shop.getByRole('textbox', { name: 'Name' }).fill('Mei Lin');
  await shop.getByRole('textbox', { name: 'Phone' }).fill('0912 345 678');
  await shop.getByRole('textbox', { name: 'Delivery address' }).fill('2 Leaf Street, Taipei');
  await expect(shop.getByText('Total NT$660')).toBeVisible();
  expect(await seriousViolations(shop), 'axe on the shop page').toEqual([]);
  await shop.getByRole('button', { name: 'Place order' }).click();
  await expect(shop.getByRole('heading', { name: 'Order #1' })).toBeVisible();
  await expect(shop.getByText('The shop has been told and will contact you in this conversation.')).toBeVisible();
  await expect(shop.getByText('Oolong tea (Large)')).toBeVisible();
  expect(await shop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(shop), "axe on the order's page").toEqual([]);

  // The merchant: the unhandled count in the sidebar, the order in Orders, shipping confirmed.
  await expect(page.getByRole('link', { name: 'Chat pay, 1 unhandled order' })).toBeVisible();
  await page.goto(`/chatPay/${orgId}/orders`);
  await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: '#1' }).click();
  await expect(page.getByRole('heading', { name: 'Order #1' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm shipping' }).click();
  await expect(page.getByText('Shipping confirmed. The customer is told.')).toBeVisible();

  // The visitor's widget has the order's news; its link opens the order's page, on its way.
  await expect(visitor.getByRole('log')).toContainText('Order #1 is placed: NT$660');
  const shipped = visitor.getByRole('log').getByRole('listitem').filter({ hasText: 'Order #1 has shipped.' });
  const [orderPage] = await Promise.all([visitor.context().waitForEvent('page'), shipped.getByRole('link').click()]);
  await expect(orderPage.getByRole('heading', { name: 'Order #1' })).toBeVisible();
  await expect(orderPage.getByText('On its way')).toBeVisible();
  await visitor.context().close();
});

testWithStripe('a visitor pays by card on the Checkout page; the order is paid for the merchant, who ships it, the visitor hears, and the statistics count the sale', async ({ page, browser, server, stripe }) => {
  const orgId = await signUpWithOrganization(page);
  const headers = await shopHeaders(page);
  const { cardAvailable } = await completeShop(page, orgId, server.url, (defaults) => ({
    shipping: { ...(defaults.shipping as object), self: { enabled: true, price: 60, free_amount: 1000, storage: '' } },
    payment: { cod: { enabled: true }, transfer: { enabled: false, note: '' }, card: { enabled: true } },
  }));
  expect(cardAvailable).toBe(true);
  const product = await page.request.post(`/shop8/${orgId}/product`, {
    headers,
    data: { status: 'publish', title: 'Oolong tea', variations: [{ id: '', sku: '', stock_quantity: 3, regular_price: 600, currency: 'TWD', attributes: [{ name: '規格', option: '預設' }] }] },
  });
  expect(product.ok(), await product.text()).toBe(true);
  const productId = ((await product.json()) as { id: string }).id;

  // A visitor writes; the merchant shares the product's link with them.
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Can I pay by card?');
  // The visitor's conversation is listed a moment after their message shows: asked until it is.
  let customer: Customer | undefined;
  await expect.poll(async () => {
    const inbox = await page.request.post('/functions/inboxesV3', { data: { _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY, _SessionToken: headers['X-Parse-Session-Token'], orgId, options: { limit: 10 } } });
    customer = ((await inbox.json()) as { result: { customers: Customer[] } }).result.customers[0];
    return customer?.objectId;
  }).toBeTruthy();
  const link = await page.request.post(`/shop8/${orgId}/product/share_link`, { headers, data: { productId, customerObjectId: customer!.objectId } });
  const { url } = (await link.json()) as { url: string };

  // The order by card: on to Stripe's page (the stand-in's), paid there, and back to the order's page.
  const shop = await visitor.context().newPage();
  await shop.goto(url);
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await shop.getByRole('textbox', { name: 'Name' }).fill('Mei Lin');
  await shop.getByRole('textbox', { name: 'Phone' }).fill('0912 345 678');
  await shop.getByRole('textbox', { name: 'Delivery address' }).fill('2 Leaf Street, Taipei');
  await shop.getByRole('radio', { name: 'Card' }).check();
  await shop.getByRole('button', { name: 'Place order' }).click();
  await shop.waitForURL(`${stripe.url}/c/pay/**`);
  // NT$600 and NT$60 delivery, in Stripe's TWD cents.
  await expect(shop.getByText('Total: 66000 TWD')).toBeVisible();
  await shop.getByRole('button', { name: 'Pay' }).click();
  await shop.waitForURL(/\/shop\/o\.[^?]+\?order=/);
  await expect(shop.getByRole('heading', { name: 'Order #1' })).toBeVisible();
  await expect(shop.getByText('Paid · Card')).toBeVisible();
  await expect(shop.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  // The merchant sees it paid; the visitor's widget has the news.
  await page.goto(`/chatPay/${orgId}/orders`);
  await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: '#1' }).click();
  await expect(page.getByRole('heading', { name: 'Order #1' })).toBeVisible();
  await expect(page.getByText('Paid · Card (Stripe)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund' })).toBeVisible();
  await expect(visitor.getByRole('log')).toContainText('Order #1 is paid: NT$660');

  // The merchant ships it; the visitor hears; the statistics count the sale.
  await page.getByRole('button', { name: 'Confirm shipping' }).click();
  await expect(page.getByText('Shipping confirmed. The customer is told.')).toBeVisible();
  await expect(visitor.getByRole('log')).toContainText('Order #1 has shipped.');
  await page.goto(`/chatPay/${orgId}/stats`);
  await expect(page.getByLabel('Summary')).toContainText('NT$660');
  await expect(page.getByRole('region', { name: 'Top products' }).getByRole('img')).toHaveAttribute('aria-label', 'Top products by quantity sold; first Oolong tea with 1.');
  await visitor.context().close();
});

test("an agent places an order for a live-chat visitor from the customer panel, the conversation notes it, and the order's link reaches the visitor", async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const headers = await shopHeaders(page);
  await completeShop(page, orgId, server.url, (defaults) => ({
    shipping: { ...(defaults.shipping as object), self: { enabled: true, price: 60, free_amount: 1000, storage: '' } },
  }));
  const product = await page.request.post(`/shop8/${orgId}/product`, {
    headers,
    data: { status: 'publish', title: 'Oolong tea', variations: [{ id: '', sku: '', stock_quantity: 5, regular_price: 350, currency: 'TWD', attributes: [{ name: '規格', option: '預設' }] }] },
  });
  expect(product.ok(), await product.text()).toBe(true);

  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Two oolong please');
  await page.goto(`/message-center/${orgId}`);
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').filter({ hasText: 'Two oolong please' }).click();
  const panel = page.getByRole('complementary', { name: 'Customer details' });
  await expect(panel.getByText('No orders yet.')).toBeVisible();
  await panel.getByRole('link', { name: 'New order' }).click();

  // The new order: a product from the picker, two of it, where to deliver and whom to call.
  const form = page.getByRole('form', { name: 'New order' });
  await form.getByRole('button', { name: 'Add products' }).click();
  const picker = page.getByRole('dialog', { name: 'Add products' });
  await picker.getByRole('button', { name: 'Add Oolong tea' }).click();
  await expect(picker.getByText('Oolong tea is on the order.')).toBeVisible();
  await picker.getByRole('button', { name: 'Done' }).click();
  await form.getByRole('textbox', { name: 'Quantity of Oolong tea' }).fill('2');
  await expect(form.getByLabel('Totals')).toContainText('NT$760');
  await form.getByLabel('Delivery address').fill('2 Leaf Street, Taipei');
  await form.getByLabel('Name', { exact: true }).fill('Mei Lin');
  await form.getByLabel('Phone', { exact: true }).fill('0912 345 678');
  expect(await seriousViolations(page), 'axe on the new order').toEqual([]);
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order #1' })).toBeVisible();
  await expect(page.getByText('Mei Lin', { exact: true })).toBeVisible();

  // Its link as the agent's reply: the visitor gets it in the widget.
  await page.getByRole('button', { name: 'Send the order link' }).click();
  await expect(visitor.getByRole('log')).toContainText('/shop/o.');

  // The conversation notes the order for the agents, and the panel lists it.
  await page.getByRole('link', { name: 'Open the conversation with Mei Lin' }).click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByRole('note').filter({ hasText: 'Order #1 was placed' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Orders of the customer' }).getByRole('link', { name: '#1' })).toBeVisible();
  await visitor.context().close();
});
