/** The API's record types, for pages and components (which do not import generated code directly). */
export type {
  Badge,
  Community,
  Experience,
  Member,
  PaymentIntent,
  Reward,
  Tag,
  Token,
  Webhook,
} from './generated/types.gen';
