import type { DicData } from '../api/catalogue.js';
import { as, get } from '../endpoint.js';

/** The dictionary groups (subjects, grades, banners, ads …). */
export const dictionaryEndpoints = {
  dicData: get('bookmain/getDicData', 'none', 'dicDataQuery', as<DicData>()),
};
