import { Link } from '@/components/i18n/link';
import { formatRupees } from '@/lib/format/rupees';
import { WhatsAppChatButton } from './whatsapp-chat-button';

/**
 * Where a bank-transfer shopper sends the receipt: a WhatsApp chat with the order ready when the
 * owner has given a number; otherwise the contact e-mail, or the contact page when neither is set.
 */
export function TransferReceipt({
  orderNumber,
  total,
  whatsappNumber,
  contactEmail,
}: {
  orderNumber: string;
  total: number;
  whatsappNumber: string | null;
  contactEmail: string | null;
}) {
  if (whatsappNumber) {
    const text = `Assalam-o-Alaikum! Here is the receipt of my bank transfer of ${formatRupees(total)} for order ${orderNumber}.`;
    return (
      <div className="mt-5">
        <WhatsAppChatButton number={whatsappNumber} text={text} label="Send the receipt on WhatsApp" />
      </div>
    );
  }
  return (
    <p className="mt-4 text-walnut-800">
      {contactEmail ? (
        <>
          E-mail the screenshot of the receipt to{' '}
          <a
            href={`mailto:${contactEmail}?subject=${encodeURIComponent(`Bank transfer for order ${orderNumber}`)}`}
            className="font-semibold text-apricot-800 underline underline-offset-4"
          >
            {contactEmail}
          </a>
          , with your order number.
        </>
      ) : (
        <>
          Send the screenshot of the receipt through{' '}
          <Link href="/contact-us" className="font-semibold text-apricot-800 underline underline-offset-4">
            our contact page
          </Link>
          , with your order number.
        </>
      )}
    </p>
  );
}
