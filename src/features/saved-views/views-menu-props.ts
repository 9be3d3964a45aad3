import type { BuiltInView } from '../../lib/saved-views';
import type { UrlSchema } from '../../lib/url-state';

export interface ViewsMenuProps {
  /** What the page is called ("Members"): the save dialog's title and the palette's note. */
  page: string;
  /** The schemas of the page's state in its URL: what a view keeps (the page number aside). */
  schemas: readonly UrlSchema[];
  /** Views the page offers itself, from filters its list already has. */
  builtIn?: readonly BuiltInView[];
}
