import { z } from 'zod';
import { ORDER_NUMBER_SHAPE } from '@/lib/orders/types';

const orderNumber = z.string().trim().toUpperCase().regex(ORDER_NUMBER_SHAPE, 'Unknown order number.');

/** The parcel as the owner may correct it before booking; by default the order's weight and one piece. */
export const bookingOptionsSchema = z.object({
  weightGrams: z
    .number({ message: 'Please enter the weight in grams.' })
    .int('Please enter the weight in whole grams.')
    .min(1, 'Please enter the weight in grams.')
    .max(1_000_000, 'A parcel weighs at most 1,000 kg.')
    .optional(),
  pieces: z
    .number({ message: 'Please enter the number of pieces.' })
    .int('Please enter a whole number of pieces.')
    .min(1, 'A parcel has at least one piece.')
    .max(99, 'A booking has at most 99 pieces.')
    .optional(),
});
export type BookingOptions = z.infer<typeof bookingOptionsSchema>;

/** POST /api/admin/shipments: the day's packed orders booked in one go (at most 50 at a time). */
export const batchBookingSchema = z.object({
  orderNumbers: z
    .array(orderNumber, {
      message: 'Please choose the orders to book.',
    })
    .min(1, 'Please choose the orders to book.')
    .max(50, 'Book at most 50 orders at a time.'),
});

/** GET /api/admin/shipments/documents?orders=A,B&size=4x6: the batch's labels, packing slips and invoices. */
export const documentsQuerySchema = z.object({
  orders: z
    .string({ message: 'Please choose the orders to print.' })
    .transform((list) => list.split(',').filter((item) => item.trim() !== ''))
    .pipe(z.array(orderNumber).min(1, 'Please choose the orders to print.').max(50, 'Print at most 50 orders at a time.')),
  size: z.enum(['a4', '4x6'], { message: 'Labels are A4 or 4x6.' }).default('a4'),
});
