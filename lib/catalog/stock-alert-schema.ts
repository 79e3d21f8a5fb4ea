import { z } from 'zod';
import { readStockAlertContact } from './stock-alert-contact';
import { STOCK_ALERT_MESSAGES as M } from './stock-alert-messages';

/** What POST /api/stock-alerts reads: the sold-out weight and how to reach the shopper. */
export const stockAlertRequestSchema = z
  .object({
    variantId: z.number({ error: M.unknownVariant }).int(M.unknownVariant).positive(M.unknownVariant),
    contact: z.string({ error: M.contactRequired }).trim().min(1, M.contactRequired).max(300, M.contactInvalid),
  })
  .transform((input, ctx) => {
    const reach = readStockAlertContact(input.contact);
    if (!reach) {
      ctx.addIssue({ code: 'custom', message: M.contactInvalid, path: ['contact'] });
      return z.NEVER;
    }
    return { variantId: input.variantId, ...reach };
  });

export type StockAlertRequest = z.infer<typeof stockAlertRequestSchema>;
