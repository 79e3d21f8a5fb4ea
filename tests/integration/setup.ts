import { staffAlertsSettled } from '@/lib/alerts/deliver';

// Placing an order or sending a message starts the staff alerts' delivery in the background; each
// test file waits for it before its own afterAll stops the backend it talks to (hooks run in order).
afterAll(() => staffAlertsSettled());
