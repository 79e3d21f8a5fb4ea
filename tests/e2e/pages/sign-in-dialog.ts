import { expect, type Locator, type Page } from '@playwright/test';

export interface SignupDetails {
  fullName: string;
  email: string;
  password: string;
  phone: string;
  address: string;
  postalCode: string;
  /** Typed into the city search, then `cityOption` (or the first match) is picked. */
  city: string;
  cityOption?: RegExp;
}

/** The sign-in dialog (login, signup, forgot-password) and the header's account controls. */
export class SignInDialog {
  readonly dialog: Locator;
  readonly header: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.header = page.getByRole('banner');
  }

  headerSignIn() {
    return this.header.getByRole('button', { name: 'Sign In' });
  }

  userMenuButton(email: string) {
    return this.header.getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  }

  async open() {
    await this.headerSignIn().click();
    await expect(this.dialog).toBeVisible();
  }

  /** Signs `shopper` in through the header of the page it is on, and waits for the header to name them. */
  async signInFromHeader(shopper: { email: string; password: string }) {
    await this.open();
    await this.signIn(shopper.email, shopper.password);
    await this.expectSignedIn(shopper.email);
  }

  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true });
  }

  city() {
    return this.dialog.getByRole('combobox', { name: 'City' });
  }

  button(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  alert() {
    return this.dialog.getByRole('alert');
  }

  async toSignup() {
    await this.button('Create an account').click();
    await expect(this.dialog).toHaveAccessibleName('Create your account');
  }

  async toForgotPassword() {
    await this.button('Forgot your password?').click();
    await expect(this.dialog).toHaveAccessibleName('Reset your password');
  }

  async signIn(email: string, password: string) {
    await this.field('Email').fill(email);
    await this.field('Password').fill(password);
    await this.button('Sign In').click();
  }

  async fillSignup(details: SignupDetails) {
    await this.field('Full name').fill(details.fullName);
    await this.field('Email').fill(details.email);
    await this.field('Password').fill(details.password);
    await this.field('Phone number').fill(details.phone);
    await this.field('Address').fill(details.address);
    await expect(this.city()).toBeEnabled();
    await this.city().fill(details.city);
    await this.dialog
      .getByRole('option', { name: details.cityOption ?? new RegExp(details.city, 'i') })
      .first()
      .click();
    await this.field('Postal code').fill(details.postalCode);
  }

  async expectSignedIn(email: string) {
    await expect(this.dialog).toBeHidden();
    await expect(this.userMenuButton(email)).toBeVisible();
  }

  async signOut(email: string) {
    await this.userMenuButton(email).click();
    await this.header.getByRole('button', { name: 'Sign Out' }).click();
  }
}
