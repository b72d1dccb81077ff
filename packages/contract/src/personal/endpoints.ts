import type { BookProgress, BrowseItem, FavoriteExists, FavoriteItem, ItemProgress } from './types.js';
import type { Paged } from '../envelope.js';
import { as, get, post } from '../endpoint.js';

/** The caller's favorites, browse history and learning progress. */
export const personalEndpoints = {
  favoriteExists: get(
    'book/getFavoritesExists/{target}',
    'user',
    'favoriteTargetInput',
    as<FavoriteExists>(),
  ),
  favorites: get('book/getFavoritesList/{type}', 'user', 'favoritesListInput', as<Paged<FavoriteItem>>()),
  addFavorite: post('book/setFavorites/{target}', 'user', 'favoriteTargetInput'),
  removeFavorite: post('book/removeFavorites/{target}', 'user', 'favoriteTargetInput'),
  /** This project's calls from here on (docs/catalogue.md). */
  saveBrowse: post('book/saveBrowse/{bookNo}', 'user', 'bookNoParams'),
  browseList: get('book/getBrowseList', 'user', 'browseListQuery', as<Paged<BrowseItem>>()),
  removeBrowse: post('book/removeBrowse', 'user', 'removeBrowseInput'),
  saveProgress: post('book/saveProgress', 'user', 'saveProgressInput', as<ItemProgress>()),
  progress: get('book/getProgress', 'user', 'progressQuery', as<BookProgress>()),
};
