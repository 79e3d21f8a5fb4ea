'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocalizedRouter } from '@/components/i18n/use-locale';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { AddressFields } from '@/components/auth/address-fields';
import { useAuth } from '@/components/auth/auth-provider';
import { useCities } from '@/components/auth/use-cities';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid, FormMessage, TextField } from '@/components/ui/form-fields';
import { validate, type FieldErrors } from '@/lib/auth/schemas';
import type { AuthUser } from '@/lib/auth/types';
import type { Cart } from '@/lib/cart/cart';
import { quoteQuery } from '@/lib/checkout/api';
import { CHECKOUT_FAILED, COUPON_REMOVED, VARIANT_MISSING } from '@/lib/checkout/messages';
import { accountCheckoutDetailsSchema, checkoutDetailsSchema, type CartLine, type CheckoutDetailsDraft } from '@/lib/checkout/schema';
import {
  COUPON_CODE_KEY,
  DEFAULT_SHIPPING_METHOD,
  readSession,
  SHIPPING_METHOD_KEY,
  sessionStore,
  writeSession,
} from '@/lib/storage/session-keys';
import type { QuoteCoupon } from '@/lib/checkout/types';
import { formatRupees } from '@/lib/format/rupees';
import { errorMessage } from '@/lib/api/client';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import { profileQuery } from '@/lib/profile/profile-query';
import type { Profile } from '@/lib/profile/types';
import { CheckoutHeading, CheckoutSteps, EmptyCartNotice, PANEL_CLASS } from './checkout-steps';
import { CouponField } from './coupon-field';
import { OrderSummary } from './order-summary';
import { EMPTY_DETAILS, readDetailsDraft, saveDetailsDraft, useCheckoutCart } from './use-checkout';
import { useQuote } from './use-quote';

type TextKey = 'email' | 'fullName' | 'phone' | 'address' | 'postalCode' | 'notes';

const GUEST_EMAIL_HINT =
  'Give one to get your order confirmation and updates by e-mail. Without it, we keep you posted by phone or WhatsApp.';

/** Empty fields of the draft take the profile's values. */
function withProfile(details: CheckoutDetailsDraft, profile: Profile): CheckoutDetailsDraft {
  return {
    ...details,
    fullName: details.fullName || profile.fullName,
    phone: details.phone || (profile.phone ? formatPakistaniMobile(profile.phone) : ''),
    address: details.address || profile.address,
    postalCode: details.postalCode || profile.postalCode,
    cityId: details.cityId ?? profile.cityId,
  };
}

/**
 * /checkout: contact and delivery details (validated by the sign-up schema, prefilled from the
 * profile when signed in, kept in session storage for the next steps), the coupon, and the order
 * summary priced by the server.
 */
export function CheckoutForm() {
  const { user, status: authStatus } = useAuth();
  const { cart, lines, missingVariant, ready } = useCheckoutCart();
  if (!ready || authStatus === 'loading') return <p className="text-walnut-600">Loading your cart…</p>;
  if (cart.length === 0) return <EmptyCartNotice />;
  return <DetailsStep user={user} cart={cart} lines={lines} missingVariant={missingVariant} />;
}

function DetailsStep({
  user,
  cart,
  lines,
  missingVariant,
}: {
  user: AuthUser | null;
  cart: Cart;
  lines: CartLine[];
  missingVariant: boolean;
}) {
  const router = useLocalizedRouter();
  const queryClient = useQueryClient();
  const cities = useCities();
  // What this tab entered before, or (signed in) the account's email, then the profile's details.
  const [draft] = useState(readDetailsDraft);
  const [details, setDetails] = useState<CheckoutDetailsDraft>(() => draft ?? { ...EMPTY_DETAILS, email: user?.email ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [couponCode, setCouponCode] = useState(() => readSession(sessionStore(), COUPON_CODE_KEY));
  const [couponNotice, setCouponNotice] = useState<string | null>(null);
  const userId = draft ? null : (user?.id ?? null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    queryClient
      .fetchQuery(profileQuery(userId))
      .then((profile) => {
        if (!live || !profile) return;
        setErrors({});
        setDetails((current) => withProfile(current, profile));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [queryClient, userId]);

  // The profile gives a city id; its name comes with the city list.
  const cityName = details.cityName || (cities.cities.find((c) => c.id === details.cityId)?.name ?? '');
  const current = useMemo(() => (cityName === details.cityName ? details : { ...details, cityName }), [details, cityName]);

  useEffect(() => {
    saveDetailsDraft(current);
  }, [current]);

  const shippingMethod = readSession(sessionStore(), SHIPPING_METHOD_KEY) ?? DEFAULT_SHIPPING_METHOD;
  const quoteInput = lines.length > 0 ? { items: lines, couponCode, cityId: details.cityId, shippingMethod } : null;
  const { quote, error: quoteError, loading } = useQuote(quoteInput);

  const edit = (field: TextKey) => (value: string) => {
    setDetails((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const unlisted = {
    town: details.town,
    error: errors.town,
    onTownChange: (town: string) => {
      setDetails((previous) => ({ ...previous, town }));
      setErrors((previous) => ({ ...previous, town: undefined }));
    },
    // The text typed into the city field is the town; a city already chosen stays as the nearest.
    onNotListed: (query: string) => {
      setDetails((previous) => (previous.cityId ? { ...previous, town: '' } : { ...previous, town: query.trim(), cityName: '' }));
      setErrors((previous) => ({ ...previous, town: undefined, cityId: undefined }));
    },
    onListed: () => {
      setDetails((previous) => ({ ...previous, town: null }));
      setErrors((previous) => ({ ...previous, town: undefined }));
    },
  };

  const applyCoupon = async (code: string): Promise<QuoteCoupon | null> => {
    setCouponNotice(null);
    try {
      const { coupon } = await queryClient.fetchQuery(
        quoteQuery({ items: lines, couponCode: code, cityId: details.cityId, shippingMethod }),
      );
      if (coupon?.valid) {
        writeSession(sessionStore(), COUPON_CODE_KEY, coupon.code);
        setCouponCode(coupon.code);
      }
      return coupon;
    } catch (error) {
      setCouponNotice(errorMessage(error, CHECKOUT_FAILED));
      return null;
    }
  };

  const removeCoupon = () => {
    writeSession(sessionStore(), COUPON_CODE_KEY, null);
    setCouponCode(null);
    setCouponNotice(COUPON_REMOVED);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const schema = user ? accountCheckoutDetailsSchema : checkoutDetailsSchema;
    const checked = validate(schema, { ...current, cityId: current.cityId ?? (current.cityName.trim() || null) });
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form);
      return;
    }
    saveDetailsDraft(current);
    router.push('/shipping-method');
  };

  const priceChanges = (quote?.lines ?? []).flatMap((line) => {
    const item = cart.find((c) => c.variant?.id === line.variantId);
    return item && line.unitPrice != null && item.price !== line.unitPrice
      ? [
          `The price of ${line.productName} (${line.variantLabel}) is now ${formatRupees(line.unitPrice)} (it was ${formatRupees(item.price)} when you added it).`,
        ]
      : [];
  });
  const problems = (quote?.problems ?? []).filter((problem) => !problem.code.startsWith('coupon_') && problem.code !== 'city_not_found');
  const coupon = quote?.coupon ?? null;

  return (
    <>
      <CheckoutSteps current={0} />
      <CheckoutHeading title="Checkout" intro="Where should we deliver your order?" />
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <form noValidate onSubmit={submit} aria-label="Delivery details" className={`${PANEL_CLASS} space-y-5`}>
          {missingVariant && <FormMessage tone="error">{VARIANT_MISSING}</FormMessage>}
          <TextField
            label={user ? 'Email' : 'Email (optional)'}
            name="email"
            type="email"
            autoComplete="email"
            value={current.email}
            onValueChange={edit('email')}
            error={errors.email}
            hint={user ? undefined : GUEST_EMAIL_HINT}
          />
          <TextField
            label="Full name"
            name="fullName"
            autoComplete="name"
            value={details.fullName}
            onValueChange={edit('fullName')}
            error={errors.fullName}
          />
          <AddressFields
            values={current}
            errors={errors}
            onEdit={edit}
            phoneHint="Your mobile, e.g. 0355-1234567. The courier calls this number."
            cities={cities}
            city={{
              query: cityName,
              selected: cities.cities.find((c) => c.id === details.cityId) ?? null,
              onQueryChange: (query) => setDetails((current) => ({ ...current, cityName: query })),
              onSelect: (city) => {
                setDetails((current) => ({ ...current, cityId: city?.id ?? null, ...(city ? { cityName: city.name } : {}) }));
                setErrors((current) => ({ ...current, cityId: undefined }));
              },
            }}
            unlisted={unlisted}
            countryId="checkout-country"
            gapClass="gap-5"
          />
          <TextField
            label="Delivery notes (optional)"
            name="notes"
            value={details.notes}
            onValueChange={edit('notes')}
            error={errors.notes}
          />
          <Button type="submit" size="lg" disabled={missingVariant} className="w-full">
            Continue to shipping
          </Button>
        </form>
        <div className="space-y-4">
          {quoteError && <FormMessage tone="error">{quoteError}</FormMessage>}
          {problems.map((problem) => (
            <FormMessage key={`${problem.code}-${problem.variantId ?? ''}`} tone="error">
              {problem.message}
            </FormMessage>
          ))}
          {priceChanges.map((text) => (
            <FormMessage key={text} tone="info">
              {text}
            </FormMessage>
          ))}
          <OrderSummary quote={quote} loading={loading}>
            <CouponField
              applied={coupon?.valid ? coupon : null}
              onApply={applyCoupon}
              onRemove={removeCoupon}
              notice={couponNotice ?? (coupon && !coupon.valid ? coupon.message : null)}
            />
          </OrderSummary>
        </div>
      </div>
    </>
  );
}
