import type {
  BookProgress,
  BrowseItem,
  FavoriteExists,
  FavoriteItem,
  ItemProgress,
} from '../api/personal.js';
import type { Paged } from '../envelope.js';
import { as, get, post } from '../endpoint.js';

/** The caller's favorites, browse history and learning progress. */
export const personalEndpoints = {
  favoriteExists: get('book/getFavoritesExists/{target}', {
    auth: 'user',
    input: 'favoriteTargetInput',
    answer: as<FavoriteExists>(),
  }),
  favorites: get('book/getFavoritesList/{type}', {
    auth: 'user',
    input: 'favoritesListInput',
    answer: as<Paged<FavoriteItem>>(),
  }),
  addFavorite: post('book/setFavorites/{target}', { auth: 'user', input: 'favoriteTargetInput' }),
  removeFavorite: post('book/removeFavorites/{target}', { auth: 'user', input: 'favoriteTargetInput' }),
  /** This project's calls from here on (docs/catalogue.md). */
  saveBrowse: post('book/saveBrowse/{bookNo}', { auth: 'user', input: 'bookNoParams' }),
  browseList: get('book/getBrowseList', {
    auth: 'user',
    input: 'browseListQuery',
    answer: as<Paged<BrowseItem>>(),
  }),
  removeBrowse: post('book/removeBrowse', { auth: 'user', input: 'removeBrowseInput' }),
  saveProgress: post('book/saveProgress', {
    auth: 'user',
    input: 'saveProgressInput',
    answer: as<ItemProgress>(),
  }),
  progress: get('book/getProgress', { auth: 'user', input: 'progressQuery', answer: as<BookProgress>() }),
};
