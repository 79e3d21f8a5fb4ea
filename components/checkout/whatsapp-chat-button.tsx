import { whatsappLink } from '@/lib/settings/contact';

/** A WhatsApp chat with the shop, the first message typed in. */
export function WhatsAppChatButton({ number, text, label }: { number: string; text: string; label: string }) {
  return (
    <a
      href={whatsappLink(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center rounded-full bg-emerald-700 px-6 py-3 font-semibold text-snow hover:bg-emerald-800"
    >
      {label}
    </a>
  );
}
