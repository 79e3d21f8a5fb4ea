export { startChangeFeed } from './change-feed.ts';
export {
  ChangeSubscriptionError,
  changeBindings,
  type ChangeBinding,
  type ChangeFeed,
  type ChangeFilter,
  type ChangeSubscription,
} from './change-subscription.ts';
