/** One customer of the console: the phone their orders carry, with what the orders add up to (admin_customers). */
export interface CustomerSummary {
  /** +923XXXXXXXXX. */
  phone: string;
  /** The name and place of their latest order. */
  fullName: string;
  cityName: string;
  /** The shop account of their latest signed-in order, if any. */
  userId: string | null;
  orderCount: number;
  /** Delivered or paid orders, not cancelled, in rupees. */
  totalSpent: number;
  lastOrderAt: string;
  /** Cash-on-delivery parcels that came back (refused or not delivered). */
  returnedParcels: number;
  notes: string;
  tags: string[];
}

export interface CustomerPage {
  customers: CustomerSummary[];
  /** Customers matching the search, over all pages. */
  total: number;
  page: number;
  pageCount: number;
}

/** One order in a customer's history. */
interface CustomerOrder {
  orderNumber: string;
  placedAt: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  total: number;
}

export interface CustomerDetail extends CustomerSummary {
  /** Their orders, newest first (at most CUSTOMER_HISTORY_LIMIT). */
  orders: CustomerOrder[];
}
