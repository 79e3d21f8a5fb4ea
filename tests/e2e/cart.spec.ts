import { expect, test } from '@playwright/test';
import { createShopper } from './pages/accounts';
import { CartPage } from './pages/cart-page';
import { cartLine } from './pages/checkout-pages';
import { ProductPage } from './pages/product-page';
import { ShellPage } from './pages/shell-page';
import { restUpdate, revalidateCatalog } from './pages/shop-backend';
import { SignInDialog } from './pages/sign-in-dialog';

const APRICOTS = 'Gilgit Dried Apricots (Khubani)';
const CHILGOZA = 'Chilgoza Pine Nuts (Roasted)';
const apricots250 = cartLine(11, 1, APRICOTS, '250 g', 650, 1, 250);
const chilgoza500 = cartLine(122, 12, CHILGOZA, '500 g', 5600, 1, 500);
const chilgoza250 = cartLine(121, 12, CHILGOZA, '250 g', 2900, 1, 250);

test('from the product page to the cart: lines, quantity (never below 1), remove, totals and weight', async ({ page }) => {
  const product = new ProductPage(page);
  const shell = new ShellPage(page);
  const cart = new CartPage(page);
  await product.goto(1);
  await product.addToCart.click();
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 1 item');
  await product.chooseWeight('1 kg');
  await product.addToCart.click();
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 2 items');

  await shell.cartLink().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cart.lines).toHaveCount(2);
  const small = `${APRICOTS}, 250 g`;
  const big = `${APRICOTS}, 1 kg`;
  await expect(cart.line(small).locator('img')).toHaveAttribute('src', /gilgit-dried-apricots/);
  await expect(cart.line(small).getByTestId('line-unit-price')).toHaveText('Rs. 650');
  await expect(cart.line(big).getByTestId('line-weight')).toHaveText('1 kg');
  await expect(cart.quantity(small)).toHaveText('1');
  await expect(cart.decrease(small)).toBeDisabled();
  await expect(cart.subtotal).toHaveText('Rs. 3,050');
  await expect(cart.weight).toHaveText('1.25 kg');

  await cart.increase(small).click();
  await cart.increase(small).click();
  await expect(cart.quantity(small)).toHaveText('3');
  await expect(cart.line(small).getByTestId('line-total')).toHaveText('Rs. 1,950');
  await expect(cart.subtotal).toHaveText('Rs. 4,350');
  await expect(cart.weight).toHaveText('1.75 kg');
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 4 items');
  await cart.decrease(small).click();
  await cart.decrease(small).click();
  await expect(cart.quantity(small)).toHaveText('1');
  await expect(cart.decrease(small)).toBeDisabled();

  await cart.remove(big).click();
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.subtotal).toHaveText('Rs. 650');
  await expect(cart.weight).toHaveText('0.25 kg');
  await expect(cart.checkoutLink()).toHaveAttribute('href', '/checkout');
  expect((await cart.stored())!.map((item) => [item.variant.id, item.quantity])).toEqual([[11, 1]]);

  await page.reload();
  await expect(cart.quantity(small)).toHaveText('1');
  await cart.remove(small).click();
  await expect(cart.empty).toBeVisible();
  await expect(cart.empty.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 0 items');
});

test('an edited price in localStorage is replaced by the server price, with a notice', async ({ page }) => {
  const cart = new CartPage(page);
  await page.goto('/terms');
  await cart.seed([{ ...apricots250, price: 1, quantity: 2 }]);
  await cart.goto();
  const line = cart.line(`${APRICOTS}, 250 g`);
  await expect(line.getByTestId('price-change')).toHaveText('The price changed from Rs. 1 to Rs. 650. Your cart now shows the new price.');
  await expect(line.getByTestId('line-unit-price')).toHaveText('Rs. 650');
  await expect(cart.subtotal).toHaveText('Rs. 1,300');
  expect((await cart.stored())![0]!.price).toBe(650);
  await expect(cart.checkoutLink()).toBeVisible();
});

test('a line out of stock, short of stock or no longer sold is flagged and blocks checkout', async ({ page, request }) => {
  const cart = new CartPage(page);
  await restUpdate(request, 'product_variants', 'id=eq.122', { stock_quantity: 0 });
  try {
    await page.goto('/terms');
    await cart.seed([chilgoza500, { ...chilgoza250, quantity: 20 }, { ...apricots250, variant: { id: 99999, label: '250 g' } }]);
    await cart.goto();
    await expect(cart.line(`${CHILGOZA}, 500 g`).getByTestId('line-problem')).toHaveText('Out of stock. Please remove it to check out.');
    await expect(cart.line(`${CHILGOZA}, 250 g`).getByTestId('line-problem')).toHaveText(
      'Only 15 left in stock. Please lower the quantity to check out.',
    );
    await expect(cart.line(`${APRICOTS}, 250 g`).getByTestId('line-problem')).toHaveText(
      'This item is no longer sold. Please remove it to check out.',
    );
    await expect(cart.checkoutButton()).toBeDisabled();
    await expect(cart.checkoutLink()).toHaveCount(0);

    await cart.remove(`${CHILGOZA}, 500 g`).click();
    await cart.remove(`${APRICOTS}, 250 g`).click();
    await expect(cart.checkoutButton()).toBeDisabled();
    await cart.line(`${CHILGOZA}, 250 g`).getByRole('button', { name: 'Lower to 15' }).click();
    await expect(cart.quantity(`${CHILGOZA}, 250 g`)).toHaveText('15');
    await expect(cart.lines.getByTestId('line-problem')).toHaveCount(0);
    await expect(cart.checkoutLink()).toHaveAttribute('href', '/checkout');
  } finally {
    await restUpdate(request, 'product_variants', 'id=eq.122', { stock_quantity: 8 });
    // A page of product 12 regenerated meanwhile would show it sold out to the specs that follow.
    await revalidateCatalog(request);
  }
});

test('Clear cart empties it and removes the checkout choices and coupon from session storage', async ({ page }) => {
  const cart = new CartPage(page);
  await page.goto('/terms');
  await cart.seed([apricots250, chilgoza250]);
  await page.evaluate(() => {
    sessionStorage.setItem('shippingMethod', 'tcs');
    sessionStorage.setItem('paymentMethod', 'bank_transfer');
    sessionStorage.setItem('couponCode', 'WELCOME10');
    sessionStorage.setItem('redirectAfterAuth', '/orders');
  });
  await cart.goto();
  await expect(cart.lines).toHaveCount(2);
  await cart.clear.click();
  await expect(cart.empty).toBeVisible();
  expect(await cart.stored()).toBeNull();
  const session = await page.evaluate(() =>
    ['shippingMethod', 'paymentMethod', 'couponCode', 'redirectAfterAuth'].map((k) => sessionStorage.getItem(k)),
  );
  expect(session).toEqual([null, null, null, '/orders']);
});

test('signing in moves the guest cart into the shopper’s cart, adding quantities of the same line', async ({ page }) => {
  const shopper = await createShopper();
  const cart = new CartPage(page);
  const shell = new ShellPage(page);
  const product = new ProductPage(page);
  const auth = new SignInDialog(page);
  await page.goto('/terms');
  // The shopper's own cart from an earlier visit in this browser.
  await cart.seed([{ ...apricots250, quantity: 2 }], `dryfruits_cart_${shopper.id}`);

  await product.goto(1);
  await product.addToCart.click();
  await product.goto(12);
  await product.addToCart.click();
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 2 items');
  expect(await cart.stored()).toHaveLength(2);

  await auth.signInFromHeader(shopper);
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 4 items');
  expect(await cart.stored()).toBeNull();
  expect((await cart.stored(`dryfruits_cart_${shopper.id}`))!.map((item) => [item.variant.id, item.quantity])).toEqual([
    [11, 3],
    [121, 1],
  ]);

  await cart.goto();
  await expect(cart.quantity(`${APRICOTS}, 250 g`)).toHaveText('3');
  await expect(cart.quantity(`${CHILGOZA}, 250 g`)).toHaveText('1');
  await expect(cart.subtotal).toHaveText('Rs. 4,850');

  // Signing out clears this browser's storage (spec §4): no cart is left behind.
  await auth.signOut(shopper.email);
  await expect(page).toHaveURL(/\/$/);
  await expect(shell.cartLink()).toHaveAccessibleName('Cart, 0 items');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('dryfruits_cart')))).toEqual([]);
});
