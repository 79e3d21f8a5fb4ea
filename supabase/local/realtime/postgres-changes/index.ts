export {
  ChangeSubscriptionError,
  changeBindings,
  startChangeFeed,
  type ChangeBinding,
  type ChangeFeed,
  type ChangeFilter,
  type ChangeSubscription,
} from './change-feed.ts';
