'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { AddressFields } from '@/components/auth/address-fields';
import { focusFirstInvalid, FormMessage, TextField } from '@/components/auth/form-fields';
import { useCities } from '@/components/auth/use-cities';
import { getJsonWithRetry } from '@/lib/auth/api-client';
import { validate, type FieldErrors } from '@/lib/auth/schemas';
import { COUPON_REMOVED, VARIANT_MISSING } from '@/lib/checkout/messages';
import { checkoutDetailsSchema, type CheckoutDetailsDraft } from '@/lib/checkout/schema';
import { COUPON_CODE_KEY, DEFAULT_SHIPPING_METHOD, readSession, SHIPPING_METHOD_KEY, sessionStore, writeSession } from '@/lib/checkout/session-keys';
import type { QuoteCoupon } from '@/lib/checkout/types';
import { fetchQuote } from '@/lib/checkout/api-client';
import { formatRupees } from '@/lib/format/rupees';
import { formatPakistaniMobile } from '@/lib/phone/phone';
import type { Profile } from '@/lib/profile/types';
import { CheckoutHeading, CheckoutSteps, EmptyCartNotice, PANEL_CLASS, PRIMARY_BUTTON_CLASS } from './checkout-steps';
import { CouponField } from './coupon-field';
import { OrderSummary } from './order-summary';
import { EMPTY_DETAILS, readDetailsDraft, saveDetailsDraft, useCheckoutCart } from './use-checkout';
import { useQuote } from './use-quote';

type TextKey = 'email' | 'fullName' | 'phone' | 'address' | 'postalCode' | 'notes';

/**
 * /checkout: contact and delivery details (validated by the sign-up schema, prefilled from the
 * profile when signed in, kept in session storage for the next steps), the coupon, and the order
 * summary priced by the server.
 */
export function CheckoutForm() {
  const router = useRouter();
  const { user, status: authStatus } = useAuth();
  const { cart, lines, missingVariant, ready } = useCheckoutCart();
  const cities = useCities();
  const [details, setDetails] = useState<CheckoutDetailsDraft>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [couponNotice, setCouponNotice] = useState<string | null>(null);
  const loaded = useRef(false);
  const [restored, setRestored] = useState(false);

  // Restore what this tab entered before (or the profile), and the applied coupon.
  useEffect(() => {
    if (!ready || loaded.current || authStatus === 'loading') return;
    loaded.current = true;
    setRestored(true);
    setCouponCode(readSession(sessionStore(), COUPON_CODE_KEY));
    const draft = readDetailsDraft();
    if (draft) return setDetails(draft);
    if (!user) return;
    setDetails((current) => ({ ...current, email: user.email }));
    getJsonWithRetry<{ profile: Profile | null }>('/api/profile', { retries: 1 })
      .then(({ profile }) => {
        if (!profile) return;
        setErrors({});
        setDetails((current) => ({
          ...current,
          fullName: current.fullName || profile.fullName,
          phone: current.phone || (profile.phone ? formatPakistaniMobile(profile.phone) : ''),
          address: current.address || profile.address,
          postalCode: current.postalCode || profile.postalCode,
          cityId: current.cityId ?? profile.cityId,
        }));
      })
      .catch(() => undefined);
  }, [ready, authStatus, user]);

  // The profile gives a city id; its name comes with the city list.
  useEffect(() => {
    if (details.cityId != null && !details.cityName && cities.status === 'ready') {
      const city = cities.cities.find((c) => c.id === details.cityId);
      if (city) setDetails((current) => ({ ...current, cityName: city.name }));
    }
  }, [details.cityId, details.cityName, cities]);

  useEffect(() => {
    if (restored) saveDetailsDraft(details);
  }, [details, restored]);

  const shippingMethod = ready ? (readSession(sessionStore(), SHIPPING_METHOD_KEY) ?? DEFAULT_SHIPPING_METHOD) : DEFAULT_SHIPPING_METHOD;
  const quoteInput = ready && lines.length > 0 && restored ? { items: lines, couponCode, cityId: details.cityId, shippingMethod } : null;
  const { quote, error: quoteError, loading } = useQuote(quoteInput);

  if (!ready) return <p className="text-walnut-600">Loading your cart…</p>;
  if (cart.length === 0) return <EmptyCartNotice />;

  const edit = (field: TextKey) => (value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const applyCoupon = async (code: string): Promise<QuoteCoupon | null> => {
    setCouponNotice(null);
    const answer = await fetchQuote({ items: lines, couponCode: code, cityId: details.cityId, shippingMethod });
    if (!answer.ok) {
      setCouponNotice(answer.message);
      return null;
    }
    const coupon = answer.quote.coupon;
    if (coupon?.valid) {
      writeSession(sessionStore(), COUPON_CODE_KEY, coupon.code);
      setCouponCode(coupon.code);
    }
    return coupon;
  };

  const removeCoupon = () => {
    writeSession(sessionStore(), COUPON_CODE_KEY, null);
    setCouponCode(null);
    setCouponNotice(COUPON_REMOVED);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validate(checkoutDetailsSchema, { ...details, cityId: details.cityId ?? (details.cityName.trim() || null) });
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      focusFirstInvalid(form);
      return;
    }
    saveDetailsDraft(details);
    router.push('/shipping-method');
  };

  const priceChanges = (quote?.lines ?? []).flatMap((line) => {
    const item = cart.find((c) => c.variant?.id === line.variantId);
    return item && line.unitPrice != null && item.price !== line.unitPrice
      ? [`The price of ${line.productName} (${line.variantLabel}) is now ${formatRupees(line.unitPrice)} (it was ${formatRupees(item.price)} when you added it).`]
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
          <TextField label="Email" name="email" type="email" autoComplete="email" value={details.email} onValueChange={edit('email')} error={errors.email} />
          <TextField label="Full name" name="fullName" autoComplete="name" value={details.fullName} onValueChange={edit('fullName')} error={errors.fullName} />
          <AddressFields
            values={details}
            errors={errors}
            onEdit={edit}
            phoneHint="Your mobile, e.g. 0355-1234567. The courier calls this number."
            cities={cities}
            city={{
              query: details.cityName,
              selected: cities.cities.find((c) => c.id === details.cityId) ?? null,
              onQueryChange: (query) => setDetails((current) => ({ ...current, cityName: query })),
              onSelect: (city) => {
                setDetails((current) => ({ ...current, cityId: city?.id ?? null, ...(city ? { cityName: city.name } : {}) }));
                setErrors((current) => ({ ...current, cityId: undefined }));
              },
            }}
            countryId="checkout-country"
            gapClass="gap-5"
          />
          <TextField label="Delivery notes (optional)" name="notes" value={details.notes} onValueChange={edit('notes')} error={errors.notes} />
          <button type="submit" disabled={missingVariant} className={`${PRIMARY_BUTTON_CLASS} w-full`}>
            Continue to shipping
          </button>
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
            <CouponField applied={coupon?.valid ? coupon : null} onApply={applyCoupon} onRemove={removeCoupon} notice={couponNotice ?? (coupon && !coupon.valid ? coupon.message : null)} />
          </OrderSummary>
        </div>
      </div>
    </>
  );
}
