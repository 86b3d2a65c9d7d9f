export { MessagePage } from './message-page';
export { messageSide, type MessageSide } from './message-side';
export { useUnreadCount } from './use-unread-count';
