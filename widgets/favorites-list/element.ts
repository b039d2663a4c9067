import * as v from 'valibot';
import { defineBehaviour } from '../../src/core/define-behaviour';
import { startFavoritesList } from './remove-then-reload';

export const tag = 'lto-favorites-list';

/** <lto-favorites-list> has no attributes: the saved products are the myFavoriteProduct cookie's, as for every icon. */
export const attributes = v.object({});

export type FavoritesListProps = v.InferOutput<typeof attributes>;

defineBehaviour({ tag, attributes, start: (element) => startFavoritesList(element) });
